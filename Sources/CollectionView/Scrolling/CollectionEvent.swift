import CollectionLayout

/// What the collection view reports as the user works it (`docs/scrolling.md`).
public enum CollectionEvent: Hashable, Sendable {
    /// A tap selected the item.
    case select(IndexPath)
    /// The main axis came to rest at `offset`.
    case settledMain(offset: Double)
    /// An orthogonal section came to rest at `offset`.
    case settledOrthogonal(section: Int, offset: Double)
    /// A swipe action ran (tapped, or the first after a full swipe): the row and the action's
    /// place and title.
    case swipeAction(IndexPath, action: Int, title: String?)
    /// New contents were applied: how many sections and items together were inserted,
    /// deleted, moved, and reloaded or reconfigured.
    case applied(inserted: Int, deleted: Int, moved: Int, reloaded: Int)
}
