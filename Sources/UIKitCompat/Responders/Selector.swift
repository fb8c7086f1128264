/// The name of a method sent as an action, as Objective-C's `SEL`: `#selector(save)` in a
/// `--swift` file becomes `Selector("save")` before it is compiled, since Swift on Linux has no
/// Objective-C runtime to look methods up by name.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name as Objective-C spells it: `save`, `refresh:`, `didTap:forEvent:`.
    public let name: String

    /// The selector named `name`.
    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.name = name
    }

    public var description: String { name }
}

/// An object that runs its own methods by selector: the dispatch the `--swift` rewrite
/// generates for each class whose methods were `@objc`, so target–action works without the
/// Objective-C runtime.
public protocol SelectorPerforming: AnyObject {
    /// Runs the method `selector` names with `sender` (and nothing when it takes no argument);
    /// false when the object has no such method.
    func perform(selector: Selector, sender: Any?) -> Bool
}

/// Sends actions to their targets.
enum SelectorDispatch {
    /// Sends `selector` to `target` with `sender`; a target that cannot run it is reported once
    /// on the console, as UIKit's "unrecognized selector" stops the app.
    static func send(_ selector: Selector, to target: AnyObject?, from sender: Any?) {
        guard let target else {
            ConsoleLog.write("an action \(selector) with no target: the responder chain is not searched here; give the target")
            return
        }
        if let performing = target as? any SelectorPerforming, performing.perform(selector: selector, sender: sender) { return }
        for perform in SelectorTable.performers where perform(target, selector, sender) { return }
        ConsoleLog.write("\(type(of: target)) does not answer \(selector): mark the method @objc so xcollection --swift generates its dispatch")
    }
}

/// The selector dispatches of the classes a `--swift` screen's files define, which the
/// target–action rewrite generates and registers before the screen is made.
public enum SelectorTable {
    /// Each class's dispatch: it runs the selector on an object of its class and says whether it could.
    nonisolated(unsafe) static var performers: [(AnyObject, Selector, Any?) -> Bool] = []

    /// Adds a class's dispatch.
    public static func register(_ perform: @escaping (AnyObject, Selector, Any?) -> Bool) {
        performers.append(perform)
    }

    /// Forgets every dispatch, as the files of a new compile replace those of the last.
    public static func removeAll() {
        performers.removeAll()
    }
}
