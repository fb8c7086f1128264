import CollectionLayout
import CollectionView

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

    /// The engine's shadow shape for this path: its rectangle and how its corners round.
    var shadowPath: RoundedRect {
        let box = boundingBox
        let rect = Rect(x: Double(box.minX), y: Double(box.minY), width: Double(box.width), height: Double(box.height))
        switch shape {
        case .rect: return RoundedRect(rect: rect)
        case .roundedRect(_, let radius): return RoundedRect(rect: rect, cornerRadius: Double(radius))
        case .oval: return RoundedRect(rect: rect, cornerRadius: min(rect.width, rect.height) / 2)
        }
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.shape == b.shape }
    public func hash(into hasher: inout Hasher) { hasher.combine(shape) }
}
