/// Where a supplementary item attaches to its item or group, as UIKit's `NSCollectionLayoutAnchor`.
///
/// Without an offset the supplementary sits inside the container, against the named edges (one
/// edge: centred along it; two adjacent edges: in that corner). The offset then moves it, in
/// points or as a fraction of the supplementary's own size.
public struct LayoutAnchor: Hashable, Sendable {
    /// How far an anchor moves the supplementary from the edges.
    public enum Offset: Hashable, Sendable {
        case absolute(Point)
        case fractional(Point)
    }

    public var edges: DirectionalRectEdge
    public var offset: Offset

    public init(edges: DirectionalRectEdge) {
        self.edges = edges
        self.offset = .absolute(.zero)
    }

    public init(edges: DirectionalRectEdge, absoluteOffset: Point) {
        self.edges = edges
        self.offset = .absolute(absoluteOffset)
    }

    public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
        self.edges = edges
        self.offset = .fractional(fractionalOffset)
    }

    public var isAbsoluteOffset: Bool { if case .absolute = offset { return true } else { return false } }
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// The offset in points for a supplementary of size `size`.
    func offsetPoints(for size: Size) -> Point {
        switch offset {
        case .absolute(let p): return p
        case .fractional(let p): return Point(x: p.x * size.width, y: p.y * size.height)
        }
    }

    /// The anchor's point on a rectangle, before any offset.
    func point(on rect: Rect) -> Point {
        Point(x: rect.minX + edges.horizontalFraction * rect.width,
              y: rect.minY + edges.verticalFraction * rect.height)
    }
}
