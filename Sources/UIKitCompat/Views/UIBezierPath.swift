/// A shape, as UIKit's `UIBezierPath`: here the rectangle, rounded rectangle and oval a cell's
/// code gives its layer's `shadowPath`, through `cgPath`. Arbitrary curves are not here.
open class UIBezierPath {
    /// The path as Core Graphics holds it.
    public let cgPath: CGPath

    /// A rectangle.
    public init(rect: CGRect) {
        cgPath = CGPath(.rect(rect))
    }

    /// A rectangle with corners rounded by `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(.roundedRect(rect, radius: cornerRadius))
    }

    /// A rectangle with `corners` rounded by `cornerRadii` (the width is taken for every corner here).
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        cgPath = CGPath(.roundedRect(rect, radius: corners.isEmpty ? 0 : cornerRadii.width))
    }

    /// The oval inside `rect`.
    public init(ovalIn rect: CGRect) {
        cgPath = CGPath(.oval(rect))
    }

    /// The smallest rectangle holding the path.
    open var bounds: CGRect { cgPath.boundingBox }
}

/// The corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
