import CollectionLayout
import CollectionView
import Testing

/// Section snapshots applied to a diffable data source: the section shows the outline's
/// visible items, cells are indented by level with their disclosure turned, and a click on
/// the disclosure expands or collapses the item.
@Suite struct OutlineDataSourceTests {
    typealias Source = DiffableDataSource<String, String>

    static func source() -> Source {
        Source { _, item in
            CellContent(padding: DirectionalEdgeInsets(leading: 16, trailing: 16), labels: [TextLabel(item, font: FontSpec(size: 17))],
                        accessory: .outlineDisclosure(Color(hex: 0x007AFF), expanded: false))
        }
    }

    /// fruit ─ (apple ─ cox), pear;  veg
    static func outline() -> Source.SectionSnapshot {
        var outline = Source.SectionSnapshot()
        outline.append(["fruit", "veg"])
        outline.append(["apple", "pear"], to: "fruit")
        outline.append(["cox"], to: "apple")
        return outline
    }

    func texts(_ source: Source) -> [String] {
        (0..<source.numberOfItems(inSection: 0)).compactMap { source.itemIdentifier(for: IndexPath(item: $0, section: 0)) }
    }

    @Test("the section shows the visible items and cells show their place") func theSectionShowsTheVisibleItemsAndCellsShowTheirPlace() {
        let source = Self.source()
        var outline = Self.outline()
        outline.expand(["fruit"])
        source.apply(outline, to: "main", animatingDifferences: false)
        #expect(source.numberOfSections() == 1)
        #expect(texts(source) == ["fruit", "apple", "pear", "veg"])
        #expect(source.snapshot(for: "main") == outline)
        let contents = (0..<4).map { source.content(forItemAt: IndexPath(item: $0, section: 0)) }
        #expect(contents.map(\.padding.leading) == [16, 26, 26, 16])
        #expect(contents.map(\.accessory) == [true, false, false, false].map { .outlineDisclosure(Color(hex: 0x007AFF), expanded: $0) })
    }

    @Test("toggling expands and collapses with an animated apply") func togglingExpandsAndCollapsesWithAnAnimatedApply() throws {
        let source = Self.source()
        source.apply(Self.outline(), to: "main", animatingDifferences: false)
        #expect(texts(source) == ["fruit", "veg"])
        #expect(source.toggleOutlineItem(at: IndexPath(item: 0, section: 0)))
        #expect(texts(source) == ["fruit", "apple", "pear", "veg"])
        #expect(source.snapshot().reconfiguredItemIdentifiers == ["fruit"])
        #expect(source.toggleOutlineItem(at: IndexPath(item: 1, section: 0)))
        #expect(texts(source) == ["fruit", "apple", "cox", "pear", "veg"])
        // A leaf has nothing to show.
        #expect(!source.toggleOutlineItem(at: IndexPath(item: 2, section: 0)))
        #expect(source.toggleOutlineItem(at: IndexPath(item: 0, section: 0)))
        #expect(texts(source) == ["fruit", "veg"])
        #expect(source.snapshot(for: "main").isExpanded("apple"))
    }

    @Test("the handlers may refuse and may give children when A parent opens") func theHandlersMayRefuseAndMayGiveChildrenWhenAParentOpens() {
        let source = Self.source()
        var asked: [String] = []
        source.sectionSnapshotHandlers.shouldExpandItem = { item in asked.append(item); return item != "fruit" }
        source.sectionSnapshotHandlers.snapshotForExpandingParentItem = { item, outline in
            var loaded = outline
            if loaded.snapshot(of: item).items.isEmpty { loaded.append(["\(item) 1", "\(item) 2"], to: item) }
            return loaded
        }
        source.apply(Self.outline(), to: "main", animatingDifferences: false)
        #expect(!source.toggleOutlineItem(at: IndexPath(item: 0, section: 0)))
        #expect(source.toggleOutlineItem(at: IndexPath(item: 1, section: 0)))
        #expect(asked == ["fruit", "veg"])
        #expect(texts(source) == ["fruit", "veg", "veg 1", "veg 2"])
    }

    @Test("a plain apply that changes the section leaves it flat") func aPlainApplyThatChangesTheSectionLeavesItFlat() {
        let source = Self.source()
        source.apply(Self.outline(), to: "main", animatingDifferences: false)
        var snapshot = source.snapshot()
        snapshot.appendItems(["nuts"], toSection: "main")
        source.apply(snapshot, animatingDifferences: false)
        #expect(source.snapshot(for: "main").items == ["fruit", "veg", "nuts"])
        #expect(source.snapshot(for: "main").rootItems == ["fruit", "veg", "nuts"])
        #expect(source.content(forItemAt: IndexPath(item: 0, section: 0)).padding.leading == 16)
        #expect(!source.toggleOutlineItem(at: IndexPath(item: 0, section: 0)))
        #expect(source.snapshot(for: "elsewhere").items.isEmpty)
    }

    @Test("a click on the disclosure toggles and A click elsewhere selects") func aClickOnTheDisclosureTogglesAndAClickElsewhereSelects() throws {
        let source = Self.source()
        source.apply(Self.outline(), to: "main", animatingDifferences: false)
        let screen = try CollectionScreen(layout: DiffableDataSourceScreenTests.rows, dataSource: source, size: Size(width: 375, height: 500))
        var events: [CollectionEvent] = []
        screen.onEvent = { events.append($0) }
        // The disclosure's middle is 16 + 6.5 points in from the trailing edge; 44 points around it take the tap.
        func tap(_ x: Double, _ y: Double) {
            screen.pointerPressed(at: Point(x: x, y: y))
            screen.pointerReleased(at: Point(x: x, y: y))
        }
        tap(375 - 16 - 6.5 - 21, 25)
        #expect(texts(source) == ["fruit", "apple", "pear", "veg"])
        #expect(screen.layout.itemCounts == [4])
        #expect(screen.selection == nil)
        tap(375 - 16 - 6.5 - 23, 25)
        #expect(screen.selection == IndexPath(item: 0, section: 0))
        #expect(texts(source) == ["fruit", "apple", "pear", "veg"])
        tap(370, 25)
        #expect(texts(source) == ["fruit", "veg"])
        // The parent is reconfigured each time: its disclosure turns.
        #expect(events == [.applied(inserted: 2, deleted: 0, moved: 0, reloaded: 1), .select(IndexPath(item: 0, section: 0)),
                           .applied(inserted: 0, deleted: 2, moved: 0, reloaded: 1)])
    }

    @Test("a header style cell toggles wherever it is clicked") func aHeaderStyleCellTogglesWhereverItIsClicked() throws {
        let source = Source { _, item in
            var content = ListStyle(ListConfiguration(appearance: .sidebar)).headerRow(title: item, accessory: ListStyle.outlineDisclosure(expanded: false))
            content.followsLayoutMargins = true
            return content
        }
        source.apply(Self.outline(), to: "main", animatingDifferences: false)
        let screen = try CollectionScreen(layout: DiffableDataSourceScreenTests.rows, dataSource: source, size: Size(width: 375, height: 500))
        screen.pointerPressed(at: Point(x: 60, y: 25))
        screen.pointerReleased(at: Point(x: 60, y: 25))
        #expect(texts(source) == ["fruit", "apple", "pear", "veg"])
        #expect(screen.selection == nil)
        // Indentation survives the content following the layout margins.
        let child = source.content(forItemAt: IndexPath(item: 1, section: 0))
        #expect(child.inLayoutMargins(DirectionalEdgeInsets(leading: 20, trailing: 20)).padding.leading == 30)
    }
}
