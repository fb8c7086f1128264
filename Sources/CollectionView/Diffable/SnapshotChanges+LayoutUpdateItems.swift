import CollectionLayout

extension SnapshotChanges {
    /// The changes as a layout is told them before an animated update: sections first, then
    /// items; deletions, insertions, reloads and moves in that order within each.
    public var layoutUpdateItems: [LayoutUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: 0, section: index) }
        var items: [LayoutUpdateItem] = []
        items += deletedSections.map { LayoutUpdateItem(action: .delete, before: section($0), after: nil, isSection: true) }
        items += insertedSections.map { LayoutUpdateItem(action: .insert, before: nil, after: section($0), isSection: true) }
        items += reloadedSections.map { LayoutUpdateItem(action: .reload, before: section($0), after: section($0), isSection: true) }
        items += movedSections.map { LayoutUpdateItem(action: .move, before: section($0.from), after: section($0.to), isSection: true) }
        items += deletedItems.map { LayoutUpdateItem(action: .delete, before: $0, after: nil) }
        items += insertedItems.map { LayoutUpdateItem(action: .insert, before: nil, after: $0) }
        items += (reloadedItems + reconfiguredItems).map { LayoutUpdateItem(action: .reload, before: $0, after: $0) }
        items += movedItems.map { LayoutUpdateItem(action: .move, before: $0.from, after: $0.to) }
        return items
    }
}
