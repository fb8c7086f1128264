/// The layout's main axis, as `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, Hashable, Sendable {
    /// Content runs top to bottom.
    case vertical
    /// Content runs leading to trailing.
    case horizontal

    /// The axis content scrolls along.
    public var axis: Axis { self == .vertical ? .vertical : .horizontal }
}
