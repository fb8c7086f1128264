/// What a control or menu does, as UIKit's `UIAction`: a handler with a title and image.
open class UIAction: UIMenuElement {
    /// Runs the action.
    public typealias Handler = (UIAction) -> Void

    /// The action's name.
    open var title: String
    /// An image for menus.
    open var image: UIImage?
    /// A second line under the title in a menu.
    open var subtitle: String?
    /// How the action is drawn in a menu: destructive in red, disabled greyed.
    open var attributes: UIMenuElement.Attributes = []
    /// Whether a menu shows the action checked.
    open var state: UIMenuElement.State = .off
    /// A name that identifies the action.
    public let identifier: UIAction.Identifier
    /// What sent the action while its handler runs (the control, the bar button item), as
    /// UIKit's `sender`; nil from a menu.
    open internal(set) var sender: Any?
    let handler: Handler

    /// An action running `handler`.
    public init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping Handler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? UIAction.Identifier(rawValue: "action.\(UIAction.nextIdentifier())")
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }

    /// An action with the same title, image, identifier, attributes, state and handler.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAction(title: title, image: image, identifier: identifier, attributes: attributes, state: state, handler: handler)
        copy.subtitle = subtitle
        return copy
    }

    /// Runs the action as a click on what shows it does, `sender` telling the handler who sent it.
    func perform(sender: Any? = nil) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }

    nonisolated(unsafe) private static var counter = 0
    private static func nextIdentifier() -> Int {
        counter += 1
        return counter
    }

    /// A name for an action, as UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
