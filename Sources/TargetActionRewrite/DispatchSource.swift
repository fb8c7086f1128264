/// The dispatch generated for one file's action methods: for each class, a static method that
/// runs a selector on an object of that class by calling the method it names.
struct DispatchSource {
    /// The classes with action methods in the file, in the order first seen.
    let types: [String]
    /// The generated extensions.
    let text: String
    /// The calls that register each class's dispatch.
    let registrationCalls: [String]

    init(methods: [ActionMethod], fileIndex: Int) {
        var types: [String] = []
        for method in methods where !types.contains(method.typeName) { types.append(method.typeName) }
        self.types = types
        let function = "_xcollectionPerform\(fileIndex)"
        var text = ""
        for type in types {
            var cases: [String] = []
            var seen = Set<String>()
            for method in methods where method.typeName == type && seen.insert(method.selector).inserted {
                guard let body = Self.body(calling: method) else { continue }
                cases.append("        case \(TargetActionRewrite.literal(method.selector)):\n" + body)
            }
            text += """
                extension \(type) {
                    /// Runs the action `selector` names on `object`, an instance of this class (generated).
                    static func \(function)(_ object: AnyObject, _ selector: Selector, _ sender: Any?) -> Bool {
                        guard let target = object as? \(type) else { return false }
                        // Actions are sent on the main thread, where the window's loop runs.
                        return MainActor.assumeIsolated {
                        switch selector.name {
                \(cases.joined(separator: "\n"))
                        default: return false
                        }
                        }
                    }
                }

                """
        }
        self.text = text
        registrationCalls = types.map { "SelectorTable.register { object, selector, sender in \($0).\(function)(object, selector, sender) }" }
    }

    /// The lines of the case that calls `method` with the sender, cast to its parameter's type.
    private static func body(calling method: ActionMethod) -> String? {
        let indent = "            "
        guard let type = method.firstParameterType else {
            return method.call(on: "target", argument: nil).map { indent + $0 + "\n" + indent + "return true" }
        }
        let plain = String(type.filter { $0 != " " })
        if ["Any", "Any?", "AnyObject", "AnyObject?", "Any!", "AnyObject!"].contains(plain) {
            let argument = plain.hasPrefix("AnyObject") ? "sender as AnyObject" : "sender as Any"
            return method.call(on: "target", argument: plain.hasSuffix("?") ? "sender" : argument)
                .map { indent + $0 + "\n" + indent + "return true" }
        }
        if plain.hasSuffix("?") || plain.hasSuffix("!") {
            let wrapped = String(plain.dropLast())
            return method.call(on: "target", argument: "sender as? \(wrapped)").map { indent + $0 + "\n" + indent + "return true" }
        }
        guard let call = method.call(on: "target", argument: "argument") else { return nil }
        return indent + "guard let argument = sender as? \(type) else { return false }\n" + indent + call + "\n" + indent + "return true"
    }
}
