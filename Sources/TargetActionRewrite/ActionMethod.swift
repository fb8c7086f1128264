/// A method a class marks `@objc` or `@IBAction`, which a selector can name: where it is, how
/// it is called, and the Objective-C selector its Swift name stands for.
struct ActionMethod: Equatable {
    /// The type it is a member of, as the file names it (`Outer.Inner` for a nested type).
    let typeName: String
    /// The method's base name (`didTap` in `didTap(_:)`).
    let baseName: String
    /// The argument labels, `nil` for an unlabelled one.
    let labels: [String?]
    /// The first parameter's type as written, when it has one.
    let firstParameterType: String?
    /// Whether the parameters after the first all have default values, so it can be called with one.
    let restHaveDefaults: Bool
    /// Whether calling it needs `try`.
    let throwsErrors: Bool

    /// The Objective-C selector of the method, as Swift names it when it exposes the method:
    /// `save`, `didTap:` (an unlabelled argument), `handleWithSender:` (a labelled first
    /// argument), `show:animated:`.
    var selector: String {
        guard let first = labels.first else { return baseName }
        var name = baseName
        if let label = first { name += "With" + label.prefix(1).uppercased() + label.dropFirst() }
        name += ":"
        for label in labels.dropFirst() { name += (label ?? "") + ":" }
        return name
    }

    /// The Swift call of the method on `target` with `argument`, or nil when the dispatch cannot
    /// call it with one argument.
    func call(on target: String, argument: String?) -> String? {
        let prefix = throwsErrors ? "try? " : ""
        guard let first = labels.first else { return "\(prefix)\(target).\(baseName)()" }
        guard labels.count == 1 || restHaveDefaults, let argument else { return nil }
        let label = first.map { "\($0): " } ?? ""
        return "\(prefix)\(target).\(baseName)(\(label)\(argument))"
    }
}
