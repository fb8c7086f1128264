/// The changes code asked of a collection view in one batch (`performBatchUpdates`, or a single
/// `insertItems(at:)` and its kind): deletions, reloads and the sources of moves at their index
/// paths before the batch; insertions and the destinations of moves at their index paths after
/// it, as UIKit reads them.
struct CollectionBatch: Sendable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: Set<IndexPath> = []
    var insertedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    var reconfiguredItems: Set<IndexPath> = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// True when no change was asked for.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
            && movedItems.isEmpty
    }

    /// The call that made this batch, to name in a message.
    var callName: String {
        if !insertedItems.isEmpty { return "insertItems(at:)" }
        if !deletedItems.isEmpty { return "deleteItems(at:)" }
        if !reloadedItems.isEmpty { return "reloadItems(at:)" }
        if !movedItems.isEmpty { return "moveItem(at:to:)" }
        if !insertedSections.isEmpty { return "insertSections(_:)" }
        if !deletedSections.isEmpty { return "deleteSections(_:)" }
        if !reloadedSections.isEmpty { return "reloadSections(_:)" }
        if !movedSections.isEmpty { return "moveSection(_:toSection:)" }
        return "performBatchUpdates(_:completion:)"
    }
}
