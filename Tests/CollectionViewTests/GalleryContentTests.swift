import CollectionLayout
import CollectionView
import XCollectionGallery
import Testing
import TestSupport

@Suite("What the examples' cells show")
struct GalleryContentTests {
    func data(_ name: String) throws -> any CollectionDataSource {
        try #require(Gallery.example(named: name)).dataSource
    }

    @Test("paging-modes: six sections of 20, headed with the behaviours' names, cells labelled with their group and item, groups alternating green and purple")
    func pagingModes() throws {
        let source = try data("paging-modes")
        #expect(source.itemCounts == Array(repeating: 20, count: 6))
        let titles = (0..<6).map { source.content(forSupplementaryOfKind: Gallery.headerKind, at: IndexPath(item: 0, section: $0))?.labels.first?.text }
        #expect(titles == ["continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered", "none"])
        let green = Color(hex: 0x34C759), purple = Color(hex: 0xAF52DE)
        for (item, label, color) in [(0, "0", green), (1, "0", green), (2, "1", purple), (3, "1", purple), (5, "2", green), (19, "9", purple)] {
            let cell = source.content(forItemAt: IndexPath(item: item, section: 3))
            #expect(cell.labels.map(\.text) == [label, "item \(item)"])
            #expect(cell.background?.light == color)
        }
    }

    @Test("updates: u makes 1,000 changes as the applied snapshot counts them, whatever the item count",
          arguments: [24, 10, 2, 100_000])
    func updatesManyChanges(items: Int) throws {
        // A model of its own: the gallery's shared example is drawn by the golden tests.
        let example = try #require(Gallery.example(named: "updates")?.with(itemCount: items))
        let screen = try CollectionScreen(layout: example.layout, dataSource: example.dataSource, size: Size(width: 600, height: 800))
        var applied: [CollectionEvent] = []
        screen.onEvent = { if case .applied = $0 { applied.append($0) } }
        let key = try #require(example.keyCommands.first { $0.character == "u" })
        for _ in 0..<3 {
            key.action()
            guard case .applied(let inserted, let deleted, let moved, _)? = applied.last else {
                Issue.record("no apply")
                return
            }
            #expect(inserted + deleted + moved == 1000, "\(inserted) inserted, \(deleted) deleted, \(moved) moved")
            if items == 100_000 { #expect(deleted == 500 && moved >= 200, "half deletions and about a quarter moves: \(deleted) deleted, \(moved) moved") }
        }
    }

    @Test("list: 94 rows with chevrons, separated, the last without a separator")
    func list() throws {
        let source = try data("list")
        #expect(source.itemCounts == [94])
        let first = source.content(forItemAt: IndexPath(item: 0, section: 0))
        #expect(first.labels.map(\.text) == ["Item 1"])
        #expect(first.accessory?.light == .chevron(Color(hex: 0xC4C4C7)))
        #expect(first.separator?.leadingInset == 16)
        #expect(source.content(forItemAt: IndexPath(item: 93, section: 0)).separator == nil)
    }

    @Test("badges: a count of zero hides the badge; others show the count")
    func badges() throws {
        let source = try data("badges")
        for item in 0..<100 {
            let badge = source.content(forSupplementaryOfKind: Gallery.badgeKind, at: IndexPath(item: item, section: 0))
            let count = Gallery.badgeCount(item: item)
            #expect(badge?.labels.map(\.text) == (count == 0 ? nil : ["\(count)"]))
        }
    }

    @Test("appstore: app rows with an icon, name, category and GET; titled headers, two with See All")
    func appStore() throws {
        let source = try data("appstore")
        #expect(source.itemCounts == [6, 12, 30, 1])
        let row = source.content(forItemAt: IndexPath(item: 0, section: 1))
        #expect(row.icon != nil)
        #expect(row.labels.count == 2)
        if case .pill(let pill) = row.accessory { #expect(pill.title == "GET") } else { Issue.record("no GET button") }
        // Columns of three: the third row of a column has no separator under it.
        #expect((0..<6).map { source.content(forItemAt: IndexPath(item: $0, section: 1)).separator != nil }
                == [true, true, false, true, true, false])
        let headers = (1..<4).map { source.content(forSupplementaryOfKind: Gallery.headerKind, at: IndexPath(item: 0, section: $0)) }
        #expect(headers.map { $0?.labels.first?.text } == ["Apps We Love", "Top Free Apps", "About This Layout"])
        #expect(headers.map { $0?.accessory != nil } == [true, true, false])
        #expect(source.content(forItemAt: IndexPath(item: 0, section: 3)).labels.first?.numberOfLines == 0)
    }

    @Test("every example's data source has as many sections as its layout solves", arguments: Gallery.all.map(\.name))
    func countsMatchLayouts(name: String) throws {
        let example = try #require(Gallery.example(named: name))
        let solved = try example.solve(container: Size(width: 375, height: 667))
        #expect(solved.itemCounts == example.dataSource.itemCounts)
    }
}
