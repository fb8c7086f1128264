import CollectionLayout

/// The example layouts `xcollection --example NAME` shows, in `n`/`p` order.
public enum Gallery {
    public static var all: [Example] { compositionalExamples + flowExamples }

    /// The example named `name`, if there is one.
    public static func example(named name: String) -> Example? {
        all.first { $0.name == name }
    }

    public static let defaultName = "appstore"
}
