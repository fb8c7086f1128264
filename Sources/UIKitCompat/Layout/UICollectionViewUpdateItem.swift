import CollectionLayout

/// One change of an animated update, as UIKit's `UICollectionViewUpdateItem`: a layout's
/// `prepare(forCollectionViewUpdates:)` is given one for each insertion, deletion, reload and
/// move. A whole section's change has `NSNotFound` as its index paths' item, as UIKit's
/// section paths report it.
open class UICollectionViewUpdateItem: NSObject {
    /// What happened, as UIKit's `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// Where the item or section was; nil for an insertion.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// Where it is now; nil for a deletion.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What happened to it.
    open private(set) var updateAction: Action

    init(_ item: LayoutUpdateItem) {
        func shown(_ path: IndexPath?) -> IndexPath? {
            path.map { item.isSection ? IndexPath(item: NSNotFound, section: $0.section) : $0 }
        }
        indexPathBeforeUpdate = shown(item.indexPathBeforeUpdate)
        indexPathAfterUpdate = shown(item.indexPathAfterUpdate)
        updateAction = switch item.action {
        case .insert: .insert
        case .delete: .delete
        case .reload: .reload
        case .move: .move
        }
    }
}
