import CollectionLayout

/// What keeps its place when the layout is solved again — after a resize, or after measured
/// sizes replace estimates: a view at the end stays at the end; otherwise the first visible
/// item stays where it was on screen, so growth above it moves the offset, not the content.
public enum ScrollAnchor: Equatable, Sendable {
    /// Resting at or heading for the end, which was at `maximum`.
    case end(maximum: Double)
    /// `item`'s leading edge was `position` points past `offset` along the main axis.
    case item(IndexPath, position: Double, offset: Double)
    /// Nothing to hold on to: the offset stays where it is.
    case none

    /// The anchor of a view showing `layout` at `offsets`, its main axis at `offset` heading for
    /// `target` within `0...maximum`, whose first visible item is `firstVisible`.
    public init(layout: any SolvedCollectionLayout, offsets: ScrollOffsets, offset: Double, target: Double, maximum: Double,
                firstVisible: IndexPath?) {
        if maximum > 0, target == maximum {
            self = .end(maximum: maximum)
        } else if let path = firstVisible, let frame = layout.attributesForItem(at: path, offsets: offsets)?.frame {
            self = .item(path, position: frame.min(layout.scrollDirection.axis) - offset, offset: offset)
        } else {
            self = .none
        }
    }

    /// How far the main offset (and where it is heading) moves to keep the anchor in place in
    /// `layout`, whose main axis now ends at `maximum`.
    public func shift(in layout: any SolvedCollectionLayout, offsets: ScrollOffsets, maximum: Double) -> Double {
        switch self {
        case .end(let old):
            return Swift.max(0, maximum.pixelRounded) - old
        case .item(let path, let position, let offset):
            guard let frame = layout.attributesForItem(at: path, offsets: offsets)?.frame else { return 0 }
            return frame.min(layout.scrollDirection.axis) - position - offset
        case .none:
            return 0
        }
    }
}
