/// A menu, as UIKit's `UIMenu`: a title and its entries, actions and menus inside it.
open class UIMenu: UIMenuElement {
    /// The menu's heading; empty for none.
    public let title: String
    /// An image shown beside the title where the menu is an entry of another.
    public let image: UIImage?
    /// A name for the menu.
    public let identifier: Identifier
    /// How the menu shows its entries.
    public let options: Options
    /// The entries, top to bottom.
    public let children: [UIMenuElement]

    /// A menu of `children`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: "menu")
        self.options = options
        self.children = children
    }

    /// A menu with the same title, image, identifier, options and children (shared).
    open override func copy(with zone: NSZone? = nil) -> Any { replacingChildren(children) }

    /// The same menu with other entries.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// How a menu shows its entries, as UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Its entries shown in place, between separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its actions drawn in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One entry checked at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// A name for a menu, as UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
