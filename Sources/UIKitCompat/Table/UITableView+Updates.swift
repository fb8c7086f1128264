extension UITableView {
    /// Inserts rows the data source now has; each comes in as a batch update's items do.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { insertItems(at: indexPaths) }
    /// Deletes rows the data source no longer has.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { deleteItems(at: indexPaths) }
    /// Asks the data source again for the rows' cells.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadItems(at: indexPaths) }
    /// Updates the rows' cells in place, without new cells.
    public func reconfigureRows(at indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }
    /// Moves a row the data source moved.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { moveItem(at: indexPath, to: newIndexPath) }
    /// Inserts sections the data source now has.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { insertSections(sections) }
    /// Deletes sections the data source no longer has.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { deleteSections(sections) }
    /// Asks the data source again for the sections.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadSections(sections) }

    /// Starts a group of row and section changes that ``endUpdates()`` makes at once, as one
    /// batch update. Groups nest.
    public func beginUpdates() {
        updateDepth += 1
        if updateDepth == 1, pendingBatch == nil { pendingBatch = (CollectionBatch(), []) }
    }

    /// Makes the changes since ``beginUpdates()`` at once; with none, measures the rows again
    /// (the idiom that grows a row after its content changed).
    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let pending = pendingBatch else { return }
        pendingBatch = nil
        if pending.batch.isEmpty {
            reconfigureItems(at: indexPathsForVisibleItems)
        } else {
            commit(pending.batch, completions: pending.completions)
        }
    }
}
