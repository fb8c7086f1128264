import CollectionLayout

/// The example layouts `xcollection --example NAME` shows, in `n`/`p` order.
public enum Gallery {
    /// Every example, in the order `n` and `p` move through them.
    public static var all: [Example] { compositionalExamples + flowExamples }

    /// The example named `name`, if there is one.
    public static func example(named name: String) -> Example? {
        all.first { $0.name == name }
    }

    /// The example shown when none is named.
    public static let defaultName = "appstore"
}
