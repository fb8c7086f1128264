import CollectionLayout

/// What a collection view shows, shaped like `UICollectionViewDataSource`: how many sections
/// and items there are, and the content of each cell, supplementary and decoration view.
public protocol CollectionDataSource: Sendable {
    /// How many sections there are.
    func numberOfSections() -> Int
    /// How many items section `section` holds.
    func numberOfItems(inSection section: Int) -> Int
    /// What the cell of the item at `indexPath` shows.
    func content(forItemAt indexPath: IndexPath) -> CellContent
    /// What the supplementary view of `kind` at `indexPath` shows (a header, a footer, a badge);
    /// nil hides it, as a badge with nothing to count.
    func content(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CellContent?
    /// What a decoration view of `kind` at `indexPath` shows; nil hides it.
    func content(forDecorationOfKind kind: String, at indexPath: IndexPath) -> CellContent?
    /// What shows behind and between the elements.
    var backgroundColor: Color { get }
    /// Called after each frame is drawn with the elements on screen in it, so a source that
    /// makes a view per element (UIKit's cells) can take back those that left the screen for
    /// reuse; by default nothing happens.
    func elementsDisplayed(_ elements: [LayoutAttributes])
}

extension CollectionDataSource {
    public func elementsDisplayed(_ elements: [LayoutAttributes]) {}

    /// What `element` shows: its cell's, supplementary's or decoration's content; nil hides it.
    public func content(for element: LayoutAttributes) -> CellContent? {
        switch element.category {
        case .cell: return content(forItemAt: element.indexPath)
        case .supplementary: return content(forSupplementaryOfKind: element.elementKind ?? "", at: element.indexPath)
        case .decoration: return content(forDecorationOfKind: element.elementKind ?? "", at: element.indexPath)
        }
    }

    /// Item counts of every section, in order: what the layout is solved for.
    public var itemCounts: [Int] {
        (0..<numberOfSections()).map { numberOfItems(inSection: $0) }
    }
}
