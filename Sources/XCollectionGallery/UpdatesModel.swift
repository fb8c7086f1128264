import CollectionLayout
import CollectionView
import Synchronization

/// The changing data of the `updates` example: a list and a grid of numbered tiles in a
/// diffable data source, changed at random by the example's keys. Seeded, so a run of keys
/// gives the same changes every time.
final class UpdatesModel: Sendable {
    enum Section: Int, Hashable, Sendable, CaseIterable { case list, grid }

    let dataSource: DiffableDataSource<Section, Int>
    private let state: Mutex<State>

    private struct State {
        var random: SeededGenerator
        var nextItem: Int
    }

    /// How many times each item was reloaded or reconfigured, which its shade shows.
    private let versions = ItemVersions()

    /// `listCount` rows and `gridCount` tiles.
    init(listCount: Int, gridCount: Int, seed: UInt64 = 1) {
        let versions = versions
        dataSource = DiffableDataSource { path, item in
            UpdatesModel.content(item: item, section: Section(rawValue: path.section) ?? .list, version: versions[item])
        }
        dataSource.backgroundColor = Palette.groupedBackground
        state = Mutex(State(random: SeededGenerator(seed: seed), nextItem: listCount + gridCount))
        dataSource.apply(Self.initial(listCount: listCount, gridCount: gridCount), animatingDifferences: false)
    }

    static func initial(listCount: Int, gridCount: Int) -> DiffableDataSourceSnapshot<Section, Int> {
        var snapshot = DiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(Array(0..<listCount), toSection: .list)
        snapshot.appendItems(Array(listCount..<listCount + gridCount), toSection: .grid)
        return snapshot
    }

    static func content(item: Int, section: Section, version: Int) -> CellContent {
        // Each reload or reconfigure shows the item's colour a shade lighter, three shades around.
        let base = Palette.tile(item), lighten = Double(version % 3) * 0.25
        let color = Color(red: base.red + (1 - base.red) * lighten, green: base.green + (1 - base.green) * lighten,
                          blue: base.blue + (1 - base.blue) * lighten)
        switch section {
        case .list:
            return CellContent(background: Palette.card, padding: DirectionalEdgeInsets(leading: 16, trailing: 16),
                               icon: IconTile(size: 30, color: color, glyph: "\(item % 100)"),
                               labels: [TextLabel("Item \(item)", font: Fonts.body, color: Palette.label)],
                               accessory: version > 0 ? .text(TextLabel("v\(version + 1)", font: Fonts.footnote, color: Palette.secondaryLabel)) : nil,
                               separator: Separator(color: Palette.separator, leadingInset: 62))
        case .grid:
            return Tiles.numbered(item, color: color, fontSize: 15, cornerRadius: 10)
        }
    }

    /// Applies one change of the snapshot, made by `edit` from a random source, animated.
    private func change(animated: Bool = true, _ edit: (inout DiffableDataSourceSnapshot<Section, Int>, inout State) -> Void) {
        var snapshot = dataSource.snapshot()
        state.withLock { edit(&snapshot, &$0) }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    /// Inserts a new item at a random place.
    func insert() {
        change { snapshot, state in
            let item = state.nextItem
            state.nextItem += 1
            if let anchor = Self.randomItem(in: snapshot, using: &state.random) {
                snapshot.insertItems([item], beforeItem: anchor)
            } else {
                snapshot.appendItems([item], toSection: .list)
            }
        }
    }

    /// Deletes a random item.
    func delete() {
        change { snapshot, state in
            if let item = Self.randomItem(in: snapshot, using: &state.random) { snapshot.deleteItems([item]) }
        }
    }

    /// Moves a random item before another.
    func move() {
        change { snapshot, state in
            guard let item = Self.randomItem(in: snapshot, using: &state.random),
                  let anchor = Self.randomItem(in: snapshot, using: &state.random), item != anchor else { return }
            snapshot.moveItem(item, beforeItem: anchor)
        }
    }

    /// Shuffles the items of the grid.
    func shuffle() {
        change { snapshot, state in
            let shuffled = snapshot.itemIdentifiers(inSection: .grid).shuffled(using: &state.random)
            snapshot.deleteItems(shuffled)
            snapshot.appendItems(shuffled, toSection: .grid)
        }
    }

    /// Reloads (`reconfigure` false) or reconfigures a random item, which then shows its next shade.
    func refresh(reconfigure: Bool) {
        change { snapshot, state in
            guard let item = Self.randomItem(in: snapshot, using: &state.random) else { return }
            versions.bump(item)
            if reconfigure { snapshot.reconfigureItems([item]) } else { snapshot.reloadItems([item]) }
        }
    }

    /// `count` random deletions, insertions and moves at once, made in one pass over each
    /// section: `count` changes as the applied snapshot counts them, whatever the sections hold.
    func changeMany(_ count: Int) {
        change { snapshot, state in
            let perSection = count / Section.allCases.count
            var sections = Section.allCases.map { section in
                RandomEdits.applied(to: snapshot.itemIdentifiers(inSection: section), edits: perSection,
                                    nextItem: &state.nextItem, using: &state.random)
            }
            // A move that lands where the diff sees no move (an item shifted among neighbours
            // that also moved) counts as none: new items in the list make up the difference,
            // each exactly one change.
            let made = Self.changeCount(Self.snapshot(sections), from: snapshot)
            for _ in made..<max(count, made) {
                sections[0].insert(state.nextItem, at: Int.random(in: 0...sections[0].count, using: &state.random))
                state.nextItem += 1
            }
            snapshot = Self.snapshot(sections)
        }
    }

    /// A snapshot of the list's and the grid's items.
    private static func snapshot(_ sections: [[Int]]) -> DiffableDataSourceSnapshot<Section, Int> {
        var snapshot = DiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections(Section.allCases)
        for (section, items) in zip(Section.allCases, sections) { snapshot.appendItems(items, toSection: section) }
        return snapshot
    }

    /// Insertions, deletions and moves of items from `old` to `new`, as an apply reports them.
    static func changeCount(_ new: DiffableDataSourceSnapshot<Section, Int>, from old: DiffableDataSourceSnapshot<Section, Int>) -> Int {
        let changes = new.changes(from: old)
        return changes.insertedItems.count + changes.deletedItems.count + changes.movedItems.count
    }

    /// Back to the first contents, without animation.
    func reset(listCount: Int, gridCount: Int) {
        versions.reset()
        state.withLock { $0.nextItem = listCount + gridCount }
        dataSource.apply(Self.initial(listCount: listCount, gridCount: gridCount), animatingDifferences: false)
    }

    private static func randomItem(in snapshot: DiffableDataSourceSnapshot<Section, Int>, using random: inout SeededGenerator) -> Int? {
        guard snapshot.numberOfItems > 0 else { return nil }
        let index = Int.random(in: 0..<snapshot.numberOfItems, using: &random)
        let section = index < snapshot.numberOfItems(inSection: .list) ? Section.list : .grid
        let offset = section == .list ? index : index - snapshot.numberOfItems(inSection: .list)
        return snapshot.itemIdentifier(at: IndexPath(item: offset, section: section.rawValue))
    }
}
