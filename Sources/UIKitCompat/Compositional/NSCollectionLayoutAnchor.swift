import CollectionLayout

/// Where a supplementary item attaches to its item or group, as UIKit's `NSCollectionLayoutAnchor`.
public final class NSCollectionLayoutAnchor: NSObject, NSCopying {
    /// The edges the supplementary is pinned to.
    public let edges: NSDirectionalRectEdge
    /// The offset from those edges: points, or a fraction of the supplementary's size.
    public let offset: CGPoint
    /// Whether ``offset`` is in points.
    public let isAbsoluteOffset: Bool

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, isAbsoluteOffset: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsoluteOffset = isAbsoluteOffset
    }

    /// An anchor on `edges` with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, isAbsoluteOffset: true)
    }

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, isAbsoluteOffset: true)
    }

    /// An anchor on `edges`, moved by `fractionalOffset` of the supplementary's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, isAbsoluteOffset: false)
    }

    /// Whether ``offset`` is a fraction of the supplementary's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// The engine's anchor this one stands for.
    public var layoutAnchor: LayoutAnchor {
        let point = Point(x: Double(offset.x), y: Double(offset.y))
        let edges = edges.directionalRectEdge
        return isAbsoluteOffset ? LayoutAnchor(edges: edges, absoluteOffset: point) : LayoutAnchor(edges: edges, fractionalOffset: point)
    }
}

extension NSCollectionLayoutAnchor {
    /// The same value: it does not change, so it is its own copy.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
