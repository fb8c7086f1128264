import CollectionLayout

/// A change of a shown data source's contents, as the collection view takes it: what changed,
/// where each surviving item and section went, and whether to animate.
public struct DataSourceUpdate: @unchecked Sendable {
    /// The batch update from the contents shown before to the contents now.
    public let changes: SnapshotChanges
    /// Whether the change is animated (UIKit's `animatingDifferences`).
    public let isAnimated: Bool
    /// Where an item that was at a path before is now; nil when it is gone.
    public let newItemPath: (IndexPath) -> IndexPath?
    /// Where a section that was at an index before is now; nil when it is gone.
    public let newSectionIndex: (Int) -> Int?
    /// Run once the change is on screen (after its animation).
    public let completion: (() -> Void)?

    /// An update of `changes`, mapping old places to new with the two closures.
    public init(changes: SnapshotChanges, isAnimated: Bool, newItemPath: @escaping (IndexPath) -> IndexPath?,
                newSectionIndex: @escaping (Int) -> Int?, completion: (() -> Void)?) {
        self.changes = changes
        self.isAnimated = isAnimated
        self.newItemPath = newItemPath
        self.newSectionIndex = newSectionIndex
        self.completion = completion
    }

    /// The same update with no completion, for every view but one.
    var withoutCompletion: DataSourceUpdate {
        DataSourceUpdate(changes: changes, isAnimated: isAnimated, newItemPath: newItemPath,
                         newSectionIndex: newSectionIndex, completion: nil)
    }
}
