/// A view that responds to touches with actions, as UIKit's `UIControl`: enabled, selected and
/// highlighted states and the actions added for its events.
///
/// Actions are added as `UIAction`s (`addAction(_:for:)`); target–selector pairs need the
/// Objective-C runtime and are not here. A click on a control in a cell is a click on the cell.
open class UIControl: UIView {
    /// Whether the control responds (and is drawn as enabled).
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether the control is pressed.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    private var actions: [(action: UIAction, events: Event)] = []

    /// The control's state: normal, or any of highlighted, disabled and selected.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Runs `action` when any of `events` happens.
    open func addAction(_ action: UIAction, for events: Event) {
        actions.append((action, events))
    }

    /// Stops running `action`.
    open func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.action === action && $0.events == events }
    }

    /// Runs the actions added for any of `events`, as a touch ending on the control does.
    open func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) { entry.action.handler(entry.action) }
    }

    /// Called when the enabled, selected or highlighted state changed.
    func stateDidChange() {}

    /// A control's states, as UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// What happens to a control, as UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
}
