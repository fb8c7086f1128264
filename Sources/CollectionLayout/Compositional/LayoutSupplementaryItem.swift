/// A view attached to an item or a group, such as a badge, as UIKit's
/// `NSCollectionLayoutSupplementaryItem`.
public struct LayoutSupplementaryItem: Hashable, Sendable {
    /// The supplementary's size, fractions taken of what it is anchored to.
    public var layoutSize: LayoutSize
    /// The kind the data source is asked for, such as a badge's.
    public var elementKind: String
    /// The point on the item or group the supplementary attaches to.
    public var containerAnchor: LayoutAnchor
    /// The point on the supplementary that sits on the container's anchor point; without one,
    /// the supplementary lies inside the container against the container anchor's edges.
    public var itemAnchor: LayoutAnchor?
    /// Drawing order; supplementaries draw above cells by default.
    public var zIndex: Int = 1

    /// A supplementary of `elementKind` anchored to its container at `containerAnchor`.
    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = nil
    }

    /// A supplementary whose `itemAnchor` point sits on its container's `containerAnchor` point.
    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
    }

    /// The supplementary's frame for a container (an item's or a group's frame).
    func frame(attachedTo container: Rect) -> Rect {
        let size = layoutSize.resolve(in: container.size)
        let target = containerAnchor.point(on: container)
        let offset = containerAnchor.offsetPoints(for: size)
        // The point of the supplementary that lands on `target`, relative to its own origin.
        let ownAnchor = itemAnchor ?? LayoutAnchor(edges: containerAnchor.edges)
        let own = ownAnchor.point(on: Rect(origin: .zero, size: size))
        let ownOffset = itemAnchor?.offsetPoints(for: size) ?? .zero
        return Rect(x: target.x + offset.x - own.x - ownOffset.x,
                    y: target.y + offset.y - own.y - ownOffset.y,
                    width: size.width, height: size.height)
    }

    /// The container anchor's point on `container` and its offset in points: where
    /// `frame(attachedTo:)` puts the supplementary's own anchor point is their sum.
    func anchorPoints(attachedTo container: Rect) -> (container: Point, offset: Point) {
        let size = layoutSize.resolve(in: container.size)
        return (containerAnchor.point(on: container), containerAnchor.offsetPoints(for: size))
    }
}
