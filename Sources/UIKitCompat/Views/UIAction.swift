/// What a control does, as UIKit's `UIAction`: a handler with a title and image for menus.
open class UIAction: NSObject {
    /// Runs the action.
    public typealias Handler = (UIAction) -> Void

    /// The action's name.
    open var title: String
    /// An image for menus.
    open var image: UIImage?
    let handler: Handler

    /// An action running `handler`.
    public init(title: String = "", image: UIImage? = nil, handler: @escaping Handler) {
        self.title = title
        self.image = image
        self.handler = handler
    }
}
