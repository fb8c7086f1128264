/// Where a supplementary item attaches to its item or group, as UIKit's `NSCollectionLayoutAnchor`.
///
/// Without an offset the supplementary sits inside the container, against the named edges (one
/// edge: centred along it; two adjacent edges: in that corner). The offset then moves it, in
/// points or as a fraction of the supplementary's own size.
public struct LayoutAnchor: Hashable, Sendable {
    /// How far an anchor moves the supplementary from the edges.
    public enum Offset: Hashable, Sendable {
        /// An offset in points.
        case absolute(Point)
        /// An offset as a fraction of the supplementary's own size.
        case fractional(Point)
    }

    /// The edges the supplementary is pinned to.
    public var edges: DirectionalRectEdge
    /// How far the supplementary moves from those edges.
    public var offset: Offset

    /// An anchor on `edges` with no offset.
    public init(edges: DirectionalRectEdge) {
        self.edges = edges
        self.offset = .absolute(.zero)
    }

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: Point) {
        self.edges = edges
        self.offset = .absolute(absoluteOffset)
    }

    /// An anchor on `edges`, moved by `fractionalOffset` of the supplementary's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
        self.edges = edges
        self.offset = .fractional(fractionalOffset)
    }

    /// Whether the offset is in points.
    public var isAbsoluteOffset: Bool { if case .absolute = offset { return true } else { return false } }
    /// Whether the offset is a fraction of the supplementary's size.
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
