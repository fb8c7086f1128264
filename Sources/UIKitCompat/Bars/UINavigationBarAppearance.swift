import Foundation

/// How a navigation bar looks, as UIKit's `UINavigationBarAppearance`: its background and
/// hairline, and the attributes of its title and large title.
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's font and colour (`.font`, `.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's font and colour.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved from its place; kept.
    open var titlePositionAdjustment = UIOffset.zero

    public override init() {
        super.init()
    }

    /// A copy of `barAppearance`, with its title attributes when it is a navigation bar's.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
    }

    open override func copy(with zone: NSZone? = nil) -> Any { UINavigationBarAppearance(barAppearance: self) }
}

extension NSAttributedString.Key {
    /// A text's font, a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A text's colour, a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// A distance to move something by, as UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
