/// The layout's main axis, as `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, Hashable, Sendable {
    case vertical
    case horizontal

    /// The axis content scrolls along.
    public var axis: Axis { self == .vertical ? .vertical : .horizontal }
}
