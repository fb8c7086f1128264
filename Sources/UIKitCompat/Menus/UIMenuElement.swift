/// An entry of a menu, as UIKit's `UIMenuElement`: an action or a menu inside a menu.
open class UIMenuElement: NSObject, NSCopying {
    public override init() {
        super.init()
    }

    /// An element like this one; each kind of element copies as its own kind.
    open func copy(with zone: NSZone? = nil) -> Any { UIMenuElement() }

    /// How an entry is drawn, as UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Drawn greyed, and does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red: the entry destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the entry runs.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an entry is shown checked, as UIKit's `UIMenuElement.State`.
    public enum State: Int, Hashable, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}
