/// An object that takes part in the chain events travel along, as UIKit's `UIResponder`: views
/// and view controllers are responders, and the next one is a view's controller or superview.
open class UIResponder: NSObject {
    /// The responder an event goes to when this one does not take it.
    open var next: UIResponder? { nil }

    /// Whether the responder can take the keyboard's focus; a text field can.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder lets the keyboard's focus go.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder has the keyboard's focus.
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    /// Takes the keyboard's focus when the responder can; true when it has it.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponder, current !== self, !current.resignFirstResponder() { return false }
        UIResponder.firstResponder = self
        return true
    }

    /// Lets the keyboard's focus go; true when the responder no longer has it.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        UIResponder.firstResponder = nil
        return true
    }

    /// The responder with the keyboard's focus: one screen runs at a time, on the main thread.
    nonisolated(unsafe) static weak var firstResponder: UIResponder?
}
