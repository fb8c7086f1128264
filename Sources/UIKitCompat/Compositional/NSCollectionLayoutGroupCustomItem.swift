import CollectionLayout

/// One item of a custom group, its frame relative to the group's origin, as UIKit's
/// `NSCollectionLayoutGroupCustomItem`.
public final class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying {
    /// The item's frame within the group.
    public let frame: CGRect
    /// The item's drawing order; higher is in front.
    public let zIndex: Int

    /// An item at `frame` in its group.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// An item at `frame` in its group, at `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }

    /// An item at the same frame and order.
    public func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutGroupCustomItem(frame: frame, zIndex: zIndex) }

    /// The engine's custom item this one stands for.
    public var layoutGroupCustomItem: LayoutGroupCustomItem {
        LayoutGroupCustomItem(frame: Rect(x: Double(frame.origin.x), y: Double(frame.origin.y),
                                          width: Double(frame.size.width), height: Double(frame.size.height)),
                              zIndex: zIndex)
    }
}
