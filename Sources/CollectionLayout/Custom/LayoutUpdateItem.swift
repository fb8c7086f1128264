/// One change of an update a layout is told about before it animates, as UIKit's
/// `UICollectionViewUpdateItem`: an item or a whole section inserted, deleted, reloaded or moved.
public struct LayoutUpdateItem: Hashable, Sendable {
    /// What happened.
    public enum Action: Hashable, Sendable {
        case insert, delete, reload, move
    }

    public var action: Action
    /// Where it was; nil for an insertion. For a section, its `item` is 0 and `isSection` is true.
    public var indexPathBeforeUpdate: IndexPath?
    /// Where it is; nil for a deletion.
    public var indexPathAfterUpdate: IndexPath?
    /// Whether it is a whole section rather than an item.
    public var isSection: Bool

    public init(action: Action, before: IndexPath?, after: IndexPath?, isSection: Bool = false) {
        self.action = action
        self.indexPathBeforeUpdate = before
        self.indexPathAfterUpdate = after
        self.isSection = isSection
    }
}

/// Where an element starts from as it appears, or ends as it disappears, in an animated update:
/// a frame in content coordinates and an opacity.
public struct ElementTransition: Hashable, Sendable {
    public var frame: Rect
    public var alpha: Double

    public init(frame: Rect, alpha: Double) {
        self.frame = frame
        self.alpha = alpha
    }
}
