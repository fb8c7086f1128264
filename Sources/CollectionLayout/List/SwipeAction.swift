/// One button a swiped list row reveals, as UIKit's `UIContextualAction`: its title, colour
/// and style, and what a tap on it (or a full swipe, for the first) runs.
public struct SwipeAction: Sendable {
    /// How the action looks and what it means.
    public enum Style: String, Hashable, Sendable {
        /// A grey button.
        case normal
        /// A red button for an action that deletes.
        case destructive
    }

    /// What running the action does; it calls the completion it is given with whether the
    /// action was performed, and the row then closes.
    public typealias Perform = @Sendable (_ completion: @escaping @Sendable (Bool) -> Void) -> Void

    /// The text on the button.
    public var title: String?
    /// The symbol on the button, over the title when both are set: a glyph drawn as text in the
    /// title's colour (a system image's stand-in character).
    public var symbol: String?
    /// The action's style.
    public var style: Style
    /// The button's colour.
    public var backgroundColor: ContentColor
    /// What the action does.
    public var perform: Perform

    /// An action of `style` showing `title` on `backgroundColor` (the style's own when nil:
    /// `systemRed` for a destructive action, `systemGray3` for a normal one).
    public init(title: String?, style: Style = .normal, backgroundColor: ContentColor? = nil, perform: @escaping Perform) {
        self.title = title
        self.style = style
        self.backgroundColor = backgroundColor ?? (style == .destructive ? ListMetrics.systemRed : ListMetrics.systemGray3)
        self.perform = perform
    }
}

/// The buttons a swiped list row reveals on one side, as UIKit's `UISwipeActionsConfiguration`.
public struct SwipeActionsConfiguration: Sendable {
    /// The buttons, the first nearest the edge the row is pulled from.
    public var actions: [SwipeAction]
    /// Whether pulling the row most of the way across runs the first action.
    public var performsFirstActionWithFullSwipe: Bool

    /// Buttons for `actions`, the first nearest the edge.
    public init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}

/// What a list's rows reveal when swiped from one side, asked for the row a drag starts on,
/// as UIKit's swipe actions configuration providers. Equal only to itself.
public struct SwipeActionsProvider: Hashable, Sendable {
    /// The provider's work: the buttons of the row at an index path, nil for none.
    public typealias Body = @Sendable (IndexPath) -> SwipeActionsConfiguration?

    private let body: Body
    private let identity: Int

    /// A provider that runs `body`.
    public init(_ body: @escaping Body) {
        self.body = body
        identity = ProviderIdentity.next()
    }

    /// The buttons of the row at `indexPath`; nil (or none) when it has none.
    public func callAsFunction(_ indexPath: IndexPath) -> SwipeActionsConfiguration? {
        body(indexPath).flatMap { $0.actions.isEmpty ? nil : $0 }
    }

    public static func == (a: Self, b: Self) -> Bool { a.identity == b.identity }

    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
