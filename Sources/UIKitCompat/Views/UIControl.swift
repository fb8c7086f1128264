/// A view that responds to touches with actions, as UIKit's `UIControl`: enabled, selected and
/// highlighted states and the actions added for its events.
///
/// Actions are `UIAction`s (`addAction(_:for:)`) or a target and a selector
/// (`addTarget(_:action:for:)`: in a `--swift` file the rewrite of `@objc` methods dispatches
/// the selector), run in the order they were added. Targets are held weakly, as in UIKit.
open class UIControl: UIView {
    /// Whether the control responds (and is drawn as enabled).
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether the control is pressed.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    private var actions: [(action: ControlAction, events: Event)] = []

    /// What an event runs: an action, or a selector sent to a target.
    private enum ControlAction {
        case action(UIAction)
        case targeted(TargetBox, Selector)
    }

    /// A target, held weakly.
    private final class TargetBox {
        weak var target: AnyObject?
        init(_ target: AnyObject?) { self.target = target }
    }

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
        actions.append((.action(action), events))
    }

    /// Stops running `action`.
    open func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll {
            guard case .action(let added) = $0.action else { return false }
            return added === action && $0.events == events
        }
    }

    /// Sends `action` to `target` when any of `events` happens; adding the same pair again
    /// changes nothing, as in UIKit.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target as AnyObject?
        for index in actions.indices {
            guard case .targeted(let box, let selector) = actions[index].action, box.target === object, selector == action else { continue }
            actions[index].events.formUnion(controlEvents)
            return
        }
        actions.append((.targeted(TargetBox(object), action), controlEvents))
    }

    /// Stops sending `action` (any action when nil) to `target` (any target when nil) for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target as AnyObject?
        for index in actions.indices.reversed() {
            guard case .targeted(let box, let selector) = actions[index].action,
                  object == nil || box.target === object, action == nil || selector == action else { continue }
            actions[index].events.subtract(controlEvents)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// The targets actions are sent to.
    open var allTargets: Set<AnyHashable> {
        Set(actions.compactMap {
            guard case .targeted(let box, _) = $0.action, let target = box.target else { return nil }
            return AnyHashable(ObjectIdentifier(target))
        })
    }

    /// Every event something is added for.
    open var allControlEvents: Event {
        actions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The names of the actions sent to `target` for `controlEvent`; nil when none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target as AnyObject?
        let names = actions.compactMap { entry -> String? in
            guard case .targeted(let box, let selector) = entry.action, box.target === object, !entry.events.isDisjoint(with: controlEvent) else { return nil }
            return selector.name
        }
        return names.isEmpty ? nil : names
    }

    /// Whether an action or a target is registered for any of `events`.
    func hasActions(for events: Event) -> Bool {
        actions.contains { !$0.events.isDisjoint(with: events) }
    }

    /// Sends `action` to `target`, as the control does for an event.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        SelectorDispatch.send(action, to: target as AnyObject?, from: self)
    }

    /// Runs the actions and sends the target–actions added for any of `events`, in the order they
    /// were added, as a touch ending on the control does.
    open func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) {
            switch entry.action {
            case .action(let action): action.perform(sender: self)
            case .targeted(let box, let selector): sendAction(selector, to: box.target, for: nil)
            }
        }
    }

    /// A click at `point` in the control's bounds, as a touch going down and up inside it, with
    /// the actions in UIKit's order: touch down; what the control does with the touch (a switch
    /// turns, a segment is chosen) with its value-changed and primary actions when its value
    /// changed; then touch up inside — for a button, with its primary actions.
    func click(at point: CGPoint) {
        sendActions(for: .touchDown)
        switch takeClick(at: point) {
        case .press:
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        case .valueChanged:
            sendActions(for: [.valueChanged, .primaryActionTriggered])
            sendActions(for: .touchUpInside)
        case .unchanged:
            sendActions(for: .touchUpInside)
        }
        clickEnded()
    }

    /// The touch of a click has ended and its actions were sent.
    func clickEnded() {}

    /// What a click does to a control.
    enum ClickOutcome {
        /// A press, as a button's: its primary action is the touch ending inside.
        case press
        /// The control's value changed.
        case valueChanged
        /// The control took the click and its value stayed.
        case unchanged
    }

    /// What the control does with a click at `point`; a control with a value overrides it.
    func takeClick(at point: CGPoint) -> ClickOutcome { .press }

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
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
