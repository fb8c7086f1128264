import CollectionLayout

/// A change of a shown data source's contents, as the collection view takes it: what changed,
/// where each surviving item and section went (and came from), what the leaving elements
/// showed, and whether to animate.
public struct DataSourceUpdate: @unchecked Sendable {
    /// The batch update from the contents shown before to the contents now.
    public let changes: SnapshotChanges
    /// Whether the change is animated (UIKit's `animatingDifferences`).
    public let isAnimated: Bool
    /// Where an item that was at a path before is now; nil when it is gone.
    public let newItemPath: (IndexPath) -> IndexPath?
    /// Where a section that was at an index before is now; nil when it is gone.
    public let newSectionIndex: (Int) -> Int?
    /// Where an item at a path now was before; nil when it is new.
    public let oldItemPath: (IndexPath) -> IndexPath?
    /// Where a section at an index now was before; nil when it is new.
    public let oldSectionIndex: (Int) -> Int?
    /// What an element of the old contents showed, for those that fade out.
    public let oldContent: (LayoutAttributes) -> CellContent?
    /// Run once the change is on screen (after its animation).
    public let completion: (() -> Void)?

    /// An update of `changes`, mapping places between the old and new contents with the closures.
    public init(changes: SnapshotChanges, isAnimated: Bool,
                newItemPath: @escaping (IndexPath) -> IndexPath?, newSectionIndex: @escaping (Int) -> Int?,
                oldItemPath: @escaping (IndexPath) -> IndexPath?, oldSectionIndex: @escaping (Int) -> Int?,
                oldContent: @escaping (LayoutAttributes) -> CellContent?, completion: (() -> Void)?) {
        self.changes = changes
        self.isAnimated = isAnimated
        self.newItemPath = newItemPath
        self.newSectionIndex = newSectionIndex
        self.oldItemPath = oldItemPath
        self.oldSectionIndex = oldSectionIndex
        self.oldContent = oldContent
        self.completion = completion
    }

    /// The same update with no completion, for every view but one.
    var withoutCompletion: DataSourceUpdate {
        DataSourceUpdate(changes: changes, isAnimated: isAnimated, newItemPath: newItemPath, newSectionIndex: newSectionIndex,
                         oldItemPath: oldItemPath, oldSectionIndex: oldSectionIndex, oldContent: oldContent, completion: nil)
    }

    /// Where an element of the old contents (laid out in `layout`) is in the new: a cell or a
    /// supplementary anchored to an item by its item, others by their section.
    func newKey(of element: LayoutAttributes, in layout: any SolvedCollectionLayout) -> DrawnFrame.Key? {
        let path = follows(element, in: layout)
            ? newItemPath(element.indexPath)
            : newSectionIndex(element.indexPath.section).map { IndexPath(item: element.indexPath.item, section: $0) }
        return path.map { DrawnFrame.Key(category: element.category, kind: element.elementKind, indexPath: $0) }
    }

    /// Where an element of the new contents (laid out in `layout`) was in the old, the other way round.
    func oldKey(of element: LayoutAttributes, in layout: any SolvedCollectionLayout) -> DrawnFrame.Key? {
        let path = follows(element, in: layout)
            ? oldItemPath(element.indexPath)
            : oldSectionIndex(element.indexPath.section).map { IndexPath(item: element.indexPath.item, section: $0) }
        return path.map { DrawnFrame.Key(category: element.category, kind: element.elementKind, indexPath: $0) }
    }

    /// Whether `element` goes where its item goes: a cell, or a supplementary anchored to an item
    /// (a badge); others go with their section.
    private func follows(_ element: LayoutAttributes, in layout: any SolvedCollectionLayout) -> Bool {
        switch element.category {
        case .cell: true
        case .supplementary: layout.isItemAnchored(supplementaryOfKind: element.elementKind ?? "", inSection: element.indexPath.section)
        case .decoration: false
        }
    }
}
