/// The Objective-C selector a `#selector(…)` expression names, from its Swift name: the last
/// member of `Type.method(label:other:)`, its labels turned as Swift exposes them.
enum SelectorName {
    /// The selector for a reference written `base(labels)` (labels nil for a bare name); a bare
    /// name is looked up among the files' action methods, as the compiler resolves it.
    static func selector(base: String, labels: [String?]?, methods: [ActionMethod]) -> String {
        if let labels {
            return ActionMethod(typeName: "", baseName: base, labels: labels, firstParameterType: nil, restHaveDefaults: false,
                                throwsErrors: false).selector
        }
        let candidates = Set(methods.filter { $0.baseName == base }.map(\.selector))
        if candidates.count == 1, let only = candidates.first { return only }
        return base
    }
}
