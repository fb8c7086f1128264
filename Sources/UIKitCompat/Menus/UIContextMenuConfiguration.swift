/// What a context menu shows, as UIKit's `UIContextMenuConfiguration`: the menu its action
/// provider makes (given the system's suggested actions, none here). A preview is kept, not drawn.
open class UIContextMenuConfiguration: NSObject {
    /// Makes the menu's actions from the suggested ones.
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?
    /// Makes the preview's controller.
    public typealias PreviewProvider = () -> UIViewController?

    /// Names the configuration for the delegate's later calls.
    public let identifier: (any NSCopying)?
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?

    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu the action provider makes.
    var menu: UIMenu? { actionProvider?([]) }
}
