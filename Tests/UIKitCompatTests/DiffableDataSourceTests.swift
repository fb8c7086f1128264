import CollectionLayout
import CollectionView
import Testing
import UIKitCompat

/// `UICollectionViewDiffableDataSource` over the engine's: its places and identifiers, its
/// applies, and what its providers' cells are drawn as.
@Suite struct DiffableDataSourceTests {
    typealias Item = DiffableListFixture.Item

    @Test("making it sets the collection views data source weakly") func makingItSetsTheCollectionViewsDataSourceWeakly() {
        let fixture = DiffableListFixture()
        #expect(fixture.collectionView.dataSource === fixture.dataSource)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        do {
            _ = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in nil }
        }
        #expect(collectionView.dataSource == nil, "the collection view holds its data source weakly, as UIKit's")
    }

    @Test("places and identifiers round trip") func placesAndIdentifiersRoundTrip() {
        let fixture = DiffableListFixture()
        let dataSource = fixture.dataSource
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == DiffableListFixture.items[2])
        #expect(dataSource.indexPath(for: DiffableListFixture.items[4]) == IndexPath(item: 4, section: 0))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
        #expect(dataSource.indexPath(for: Item(title: "x", subtitle: "y")) == nil)
        #expect(dataSource.sectionIdentifier(for: 0) == .main)
        #expect(dataSource.sectionIdentifier(for: 1) == nil)
        #expect(dataSource.index(for: .main) == 0)
        #expect(dataSource.index(for: .more) == nil)
        #expect(dataSource.snapshot().itemIdentifiers == DiffableListFixture.items)
    }

    @Test("applying changes the counts and tells observers") func applyingChangesTheCountsAndTellsObservers() {
        let fixture = DiffableListFixture()
        let dataSource = fixture.dataSource
        var updates: [DataSourceUpdate] = []
        let observation = dataSource.observeUpdates { updates.append($0) }
        #expect(dataSource.itemCounts == [5])
        var snapshot = dataSource.snapshot()
        snapshot.appendSections([.more])
        snapshot.appendItems([Item(title: "Six", subtitle: "6"), Item(title: "Seven", subtitle: "7")], toSection: .more)
        snapshot.deleteItems([DiffableListFixture.items[0]])
        var completed = false
        dataSource.apply(snapshot) { completed = true }
        #expect(dataSource.itemCounts == [4, 2])
        #expect(dataSource.numberOfSections(in: fixture.collectionView) == 2)
        #expect(dataSource.collectionView(fixture.collectionView, numberOfItemsInSection: 1) == 2)
        #expect(dataSource.engineDataSource.itemCounts == [4, 2])
        #expect(updates.count == 1)
        #expect(updates.first?.isAnimated == true)
        #expect(updates.first?.changes.insertedSections == [1])
        #expect(updates.first?.changes.deletedItems == [IndexPath(item: 0, section: 0)])
        updates.first?.completion?()
        #expect(completed)
        dataSource.applySnapshotUsingReloadData(NSDiffableDataSourceSnapshot<DiffableListFixture.Section, Item>())
        #expect(dataSource.itemCounts == [])
        #expect(updates.count == 2)
        _ = observation
    }

    @Test("the brief's registration draws a list row: headline text in blue, its subtitle, a star, a chevron and the label")
    func registrationCellContent() {
        let fixture = DiffableListFixture()
        let content = fixture.dataSource.content(forItemAt: IndexPath(item: 1, section: 0))
        #expect(content.labels.map(\.text) == ["Title 2", "Subtitle 2"])
        #expect(content.labels[0].font == FontSpec(size: 17, weight: .semibold))
        #expect(content.labels[0].color == Color(ListMetrics.systemBlue))
        #expect(content.labels[1].font == FontSpec(size: 15))
        #expect(content.labels[1].color == Color(ListMetrics.secondaryLabel))
        #expect(content.icon?.glyph == "☆")
        #expect(content.icon?.glyphColor == Color(ListMetrics.systemBlue))
        #expect(content.accessory == .chevron(Color(ListMetrics.tertiaryLabel)), "the first indicator of the accessories")
        #expect(content.detail?.text == "3")
        #expect(content.detail?.color == Color(ListMetrics.secondaryLabel))
        #expect(content.background == .white)
        #expect(content.followsLayoutMargins)
        #expect(content.minimumHeight == ListMetrics.minimumRowHeight)
    }

    @Test("a header takes its list's look", arguments: [
        (UICollectionLayoutListConfiguration.Appearance.plain, "Header", FontSpec(size: 17, weight: .semibold), Color(ListMetrics.label)),
        (.insetGrouped, "HEADER", FontSpec(size: 13), Color(ListMetrics.secondaryLabel)),
        (.sidebar, "Header", FontSpec(size: 17, weight: .semibold), Color(ListMetrics.label)),
    ])
    func headerContent(appearance: UICollectionLayoutListConfiguration.Appearance, text: String, font: FontSpec, color: Color) throws {
        let fixture = DiffableListFixture(appearance: appearance)
        let content = try #require(fixture.dataSource.content(forSupplementaryOfKind: UICollectionView.elementKindSectionHeader,
                                                              at: IndexPath(item: 0, section: 0)))
        #expect(content.labels.map(\.text) == [text])
        #expect(content.labels.first?.font == font)
        #expect(content.labels.first?.color == color)
    }

    @Test("list decorations and background are the lists") func listDecorationsAndBackgroundAreTheLists() {
        let fixture = DiffableListFixture(appearance: .insetGrouped)
        let card = fixture.dataSource.content(forDecorationOfKind: ListConfiguration.backgroundElementKind, at: IndexPath(item: 0, section: 0))
        #expect(card?.cornerRadius == ListMetrics.insetGroupedCornerRadius)
        #expect(fixture.dataSource.backgroundColor == Color(ListMetrics.systemGroupedBackground))
        fixture.collectionView.backgroundColor = .black
        #expect(fixture.dataSource.backgroundColor == .black)
    }

    @Test("cellForItemAt gives the provider's configured cell")
    func cellForItemAt() throws {
        let fixture = DiffableListFixture()
        let cell = fixture.dataSource.collectionView(fixture.collectionView, cellForItemAt: IndexPath(item: 0, section: 0))
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Title 1")
        #expect((cell as? UICollectionViewListCell)?.accessories.count == 4)
    }

    @Test("dequeuing outside a provider stops the program, saying where to dequeue")
    func dequeueOutsideAProvider() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
            _ = collectionView.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: 1)
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains(
            "UICollectionView.dequeueConfiguredReusableCell(using:for:item:): called outside the data source's providers; dequeue cells only in the cell provider of a UICollectionViewDiffableDataSource"))
    }

    @Test("a cell provider that returns nil stops the program, naming the place")
    func nilCell() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in nil }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0]); snapshot.appendItems([7])
            dataSource.apply(snapshot, animatingDifferences: false)
            _ = dataSource.content(forItemAt: IndexPath(item: 0, section: 0))
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("the cell provider returned nil for the item at [0, 0]"))
    }
}
