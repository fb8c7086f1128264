import CollectionLayout

/// One button a swiped list row reveals, as UIKit's `UIContextualAction`: a title or image on a
/// coloured background, and what a tap on it does.
open class UIContextualAction: NSObject {
    /// How the action looks and what it means, as UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// A grey button.
        case normal = 0
        /// A red button for an action that deletes.
        case destructive = 1
    }

    /// What a tap runs: the action, the view it was shown in, and the completion to call with
    /// whether the action was performed (the row then closes).
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The text on the button.
    open var title: String?
    /// The symbol on the button, over the title when both are set.
    open var image: UIImage?
    /// What a tap runs.
    public let handler: Handler
    private var chosenBackground: UIColor?

    /// An action of `style` showing `title`, running `handler` when tapped.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The button's colour: `systemRed` for a destructive action and `systemGray3` for a normal
    /// one unless set, as UIKit's; setting nil goes back to the style's.
    open var backgroundColor: UIColor! {
        get { chosenBackground ?? (style == .destructive ? .systemRed : .systemGray3) }
        set { chosenBackground = newValue }
    }
}

extension UIContextualAction {
    /// The engine's action: this one's title, style and colour, running ``handler`` with a view
    /// standing for the button and a completion that closes the row.
    var swipeAction: SwipeAction {
        let held = UncheckedSendableBox(self)
        let style: SwipeAction.Style = self.style == .destructive ? .destructive : .normal
        var action = SwipeAction(title: title, style: style, backgroundColor: backgroundColor.contentColor) { completion in
            let action = held.value
            action.handler(action, UIView(frame: .zero)) { performed in completion(performed) }
        }
        // A symbol is drawn as its stand-in glyph; a picture from a file is not drawn on a button.
        if let image, image.systemName != nil { action.symbol = image.glyph }
        return action
    }
}

/// The buttons a swiped list row reveals on one side, as UIKit's `UISwipeActionsConfiguration`.
open class UISwipeActionsConfiguration: NSObject {
    /// The buttons, the first nearest the edge the row is pulled from.
    open private(set) var actions: [UIContextualAction]
    /// Whether swiping the row all the way across runs the first action; true by default.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`, the first nearest the edge.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
