/// One item of a custom group: its frame relative to the group's origin, as UIKit's
/// `NSCollectionLayoutGroupCustomItem`.
public struct LayoutGroupCustomItem: Hashable, Sendable {
    /// The item's frame within the group.
    public var frame: Rect
    /// The item's drawing order; higher is in front.
    public var zIndex: Int

    /// An item at `frame` in its group, at `zIndex`.
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
