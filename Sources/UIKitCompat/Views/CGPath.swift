/// A shape as Core Graphics holds it, as `CGPath`: what `UIBezierPath.cgPath` gives a layer's
/// `shadowPath`. Only the rectangles, rounded rectangles and ovals `UIBezierPath` makes are here.
public final class CGPath: Hashable, @unchecked Sendable {
    /// The shapes a path can be here.
    enum Shape: Hashable {
        case rect(CGRect)
        case roundedRect(CGRect, radius: CGFloat)
        case oval(CGRect)
    }

    let shape: Shape

    init(_ shape: Shape) {
        self.shape = shape
    }

    /// The smallest rectangle holding the path.
    public var boundingBox: CGRect {
        switch shape {
        case .rect(let rect), .roundedRect(let rect, _), .oval(let rect): rect
        }
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.shape == b.shape }
    public func hash(into hasher: inout Hasher) { hasher.combine(shape) }
}
