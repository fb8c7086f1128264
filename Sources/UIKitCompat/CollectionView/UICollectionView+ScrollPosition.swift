import CollectionView

extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts an item, as UIKit's
    /// `UICollectionView.ScrollPosition`: at most one vertical and one horizontal place.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No place: the view scrolls the least that shows the whole item.
        public static let none = ScrollPosition([])
        /// The item's top at the view's top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the view's bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the view's left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the view's right.
        public static let right = ScrollPosition(rawValue: 1 << 5)

        /// The engine's position of the same places.
        var engine: CollectionView.ScrollPosition {
            let pairs: [(ScrollPosition, CollectionView.ScrollPosition)] = [
                (.top, .top), (.centeredVertically, .centeredVertically), (.bottom, .bottom),
                (.left, .left), (.centeredHorizontally, .centeredHorizontally), (.right, .right),
            ]
            return CollectionView.ScrollPosition(pairs.filter { contains($0.0) }.map(\.1))
        }
    }

    /// Scrolls so the item at `indexPath` is at `scrollPosition`, as UIKit's: in a shown view at
    /// once (or gliding, `animated`), an item of an orthogonal section scrolling its strip too; made
    /// before the view is shown (in a `--swift` file's `configure(_:)`), the view opens there.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        if let scrollHost {
            scrollHost(indexPath, scrollPosition.engine, animated)
        } else if isShownByEngine {
            pendingScroll = .item(indexPath, scrollPosition.engine, animated: animated)
        } else {
            requestedScroll = (indexPath, scrollPosition.engine)
        }
    }
}
