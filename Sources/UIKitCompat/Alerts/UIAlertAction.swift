import Foundation

/// A button of an alert or action sheet, as UIKit's `UIAlertAction`: its title, its style and
/// what it runs once the alert is dismissed.
open class UIAlertAction: NSObject, NSCopying {
    /// What the button says.
    public let title: String?
    /// How the button looks: default, cancel (bolder, and apart in an action sheet) or destructive (red).
    public let style: Style
    /// Whether a click on it runs it.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// How an action looks, as UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    /// An action titled `title` that runs `handler` after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// An action of the same title, style, handler and enabled state, as UIKit's copy is.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: title, style: style, handler: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
