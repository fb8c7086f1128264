import CollectionLayout

/// What changed between two snapshots, as the batch update a collection view animates.
///
/// Read as UIKit reads a batch update: deletions are where things were in the old snapshot,
/// insertions where they are in the new one, moves from old to new. Items of a deleted or
/// inserted section are covered by the section and not listed one by one. An item that only
/// shifts because others came or went before it is not a move. Reloaded and reconfigured
/// items and reloaded sections are given where they are in the new snapshot.
public struct SnapshotChanges: Sendable, CustomStringConvertible {
    /// Sections that are new, at their new indexes, ascending.
    public var insertedSections: [Int] = []
    /// Sections that are gone, at their old indexes, ascending.
    public var deletedSections: [Int] = []
    /// Sections that moved against the others, old index to new.
    public var movedSections: [(from: Int, to: Int)] = []
    /// Sections marked for reloading that were there before, at their new indexes.
    public var reloadedSections: [Int] = []
    /// Items that are new, at their new index paths, in order.
    public var insertedItems: [IndexPath] = []
    /// Items that are gone, at their old index paths, in order.
    public var deletedItems: [IndexPath] = []
    /// Items that moved against their neighbours or to another section, old path to new.
    public var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Items marked for reloading (a new cell) that were there before, at their new paths.
    public var reloadedItems: [IndexPath] = []
    /// Items marked for reconfiguring (the same cell, new content), at their new paths.
    public var reconfiguredItems: [IndexPath] = []

    /// No changes.
    public init() {}

    /// True when nothing is inserted, deleted, moved, reloaded or reconfigured.
    public var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && insertedItems.isEmpty && deletedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// The counts, as the window's `applied` event reports them.
    public var description: String {
        "inserted \(insertedSections.count) sections and \(insertedItems.count) items, "
            + "deleted \(deletedSections.count) and \(deletedItems.count), moved \(movedSections.count) and \(movedItems.count), "
            + "reloaded \(reloadedSections.count) and \(reloadedItems.count), reconfigured \(reconfiguredItems.count)"
    }
}

extension SnapshotChanges: Equatable {
    /// Equal when every list is, moves included.
    public static func == (lhs: SnapshotChanges, rhs: SnapshotChanges) -> Bool {
        lhs.insertedSections == rhs.insertedSections && lhs.deletedSections == rhs.deletedSections
            && lhs.movedSections.elementsEqual(rhs.movedSections, by: ==) && lhs.reloadedSections == rhs.reloadedSections
            && lhs.insertedItems == rhs.insertedItems && lhs.deletedItems == rhs.deletedItems
            && lhs.movedItems.elementsEqual(rhs.movedItems, by: ==) && lhs.reloadedItems == rhs.reloadedItems
            && lhs.reconfiguredItems == rhs.reconfiguredItems
    }
}
