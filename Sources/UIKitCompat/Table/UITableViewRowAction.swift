/// A button a swipe shows on a table row, as UIKit's `UITableViewRowAction` (deprecated since
/// iOS 13, still in many apps): given by `tableView(_:editActionsForRowAt:)`, shown as the row's
/// trailing swipe actions when the delegate gives no swipe actions configuration.
open class UITableViewRowAction: NSObject, NSCopying {
    /// How the button looks, as UIKit's `UITableViewRowAction.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// Red, as a deletion.
        case `default` = 0
        /// Red, as a deletion.
        case destructive = 1
        /// Grey.
        case normal = 2
    }

    /// How the button looks.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour; the style's unless set.
    open var backgroundColor: UIColor?
    private let handler: (UITableViewRowAction, IndexPath) -> Void

    /// A button of `style` showing `title`, running `handler` with the row when clicked.
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// A row action with this one's style, title, colour and handler.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITableViewRowAction(style: style, title: title, handler: handler)
        copy.backgroundColor = backgroundColor
        return copy
    }

    /// The contextual action that shows it on the row at `indexPath`: it runs the handler and
    /// closes the row, as UIKit's row actions do.
    func contextualAction(at indexPath: IndexPath) -> UIContextualAction {
        let action = UIContextualAction(style: style == .normal ? .normal : .destructive, title: title) { [self] _, _, done in
            handler(self, indexPath)
            done(true)
        }
        if let backgroundColor { action.backgroundColor = backgroundColor }
        return action
    }
}
