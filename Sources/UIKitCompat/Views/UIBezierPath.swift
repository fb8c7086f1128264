/// A shape, as UIKit's `UIBezierPath`: here the rectangle, rounded rectangle and oval a cell's
/// code gives its layer's `shadowPath`, through `cgPath`. Arbitrary curves are not here.
open class UIBezierPath: NSObject, NSCopying {
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

    /// The shape of `cgPath`.
    public init(cgPath: CGPath) {
        self.cgPath = cgPath
    }

    /// A path of the same shape.
    open func copy(with zone: NSZone? = nil) -> Any { UIBezierPath(cgPath: cgPath) }

    /// The smallest rectangle holding the path.
    open var bounds: CGRect { cgPath.boundingBox }
}
