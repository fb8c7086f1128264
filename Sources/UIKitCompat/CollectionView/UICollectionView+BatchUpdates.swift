import CollectionView

/// Changes to the data of a collection view with a data source of its own (not a diffable one),
/// told to it as UIKit's are: the data source is changed first, then the collection view is told
/// which items and sections were inserted, deleted, moved or reloaded. It checks the counts add
/// up (UIKit stops the app when they do not; so does this, with a line naming the section), keeps
/// each surviving item's size, selection and cell, and animates the change on screen.
extension UICollectionView {
    /// Runs `updates` (the data source's changes and the calls telling of them) as one animated
    /// change; `completion` runs once it is shown, with true.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingBatch != nil {
            // Nested in another batch: its changes and completion join the outer one's.
            updates?()
            if let completion { pendingBatch?.completions.append(completion) }
            return
        }
        pendingBatch = (CollectionBatch(), completion.map { [$0] } ?? [])
        updates?()
        guard let pending = pendingBatch else { return }
        pendingBatch = nil
        commit(pending.batch, completions: pending.completions)
    }

    /// Tells the collection view that items were inserted at `indexPaths` (after the change).
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems.formUnion(indexPaths) } }
    /// Tells the collection view that the items at `indexPaths` (before the change) were deleted.
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems.formUnion(indexPaths) } }
    /// Asks for new cells for the items at `indexPaths`; each is cross-faded from its old cell.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }
    /// Asks the data source to configure the items at `indexPaths` again, in the cells they have.
    public func reconfigureItems(at indexPaths: [IndexPath]) { record { $0.reconfiguredItems.formUnion(indexPaths) } }
    /// Tells the collection view that the item at `indexPath` moved to `newIndexPath`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Tells the collection view that sections were inserted at `sections` (after the change).
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Tells the collection view that the sections at `sections` (before the change) were deleted.
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Asks for the sections at `sections` again, every item and supplementary view in them.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Tells the collection view that the section at `section` moved to `newSection`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Adds a change to the batch running, or makes it a batch of its own.
    private func record(_ change: (inout CollectionBatch) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!.batch)
            return
        }
        var batch = CollectionBatch()
        change(&batch)
        commit(batch, completions: [])
    }

    func commit(_ batch: CollectionBatch, completions: [(Bool) -> Void]) {
        let finish = { for completion in completions { completion(true) } }
        guard !batch.isEmpty else {
            finish()
            return
        }
        if let source = dataSource, source is any CollectionDataSource {
            fatalError("UICollectionView: \(batch.callName) was called on a collection view whose data source is a diffable data source; apply a snapshot to it instead")
        }
        // Not shown yet (or reloaded since): the next layout asks the data source for everything.
        guard let adapter = adapter?.adapter, countsAreCurrent else {
            finish()
            return
        }
        let newCounts = adapter.currentCounts()
        if let problem = batch.problem(oldCounts: itemCounts, newCounts: newCounts) {
            fatalError("UICollectionView: invalid update: \(problem)")
        }
        let mapping = BatchMapping(batch)
        if let selected = selectedItem {
            let reloaded = batch.reloadedItems.contains(selected)
            selectedItem = reloaded ? nil : mapping.newItemPath(selected)
        }
        itemCounts = newCounts
        adapter.show(mapping, animated: UIView.areAnimationsEnabled, completion: completions.isEmpty ? nil : finish)
    }
}
