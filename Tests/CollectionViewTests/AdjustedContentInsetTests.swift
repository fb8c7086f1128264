import CollectionLayout
import CollectionView
import Testing

/// A collection screen on a device with a safe area insets its content along the scrolling axis,
/// as UIKit's `adjustedContentInset`: the first row below the status bar, the last above the
/// home indicator, content offsets from minus the top inset.
@Suite struct AdjustedContentInsetTests {
    /// Rows 100 tall, full width.
    private func rows(_ count: Int) -> CompositionalLayout {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        return CompositionalLayout(section: LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])))
    }

    private func screen(_ count: Int, _ device: Device = .iPhone15, _ orientation: DeviceOrientation = .portrait) throws -> CollectionScreen {
        let data = ContentProviderDataSource(itemCounts: [count]) { _ in CellContent() }
        return try CollectionScreen(layout: rows(count), dataSource: data, host: device.host(in: orientation))
    }

    @Test("an iPhone 15 starts at offset -59: row 0 is 59 points down the view, and the range ends 34 past the content")
    func startsBelowTheStatusBar() throws {
        let screen = try screen(20)
        #expect(screen.mainOffset == -59)
        #expect(screen.adjustedMainInsets == (59, 34))
        #expect(screen.item(at: Point(x: 100, y: 30)) == nil)
        #expect(screen.item(at: Point(x: 100, y: 60)) == IndexPath(item: 0, section: 0))
        // 2000 of content, 852 of view: UIKit's largest offset is 2000 + 34 - 852.
        #expect(screen.maximumMainOffset == 1182)
        screen.scroll(key: .end, now: 0)
        var settled: [CollectionEvent] = []
        screen.onEvent = { settled.append($0) }
        for tick in 1...60 { screen.step(now: Double(tick) / 60) }
        #expect(screen.mainOffset == 1182)
        #expect(settled == [.settledMain(offset: 1182)], "events give content offsets")
        #expect(screen.item(at: Point(x: 100, y: 852 - 34 - 1)) == IndexPath(item: 19, section: 0))
    }

    @Test("content offsets in and out: setMainOffset and scrollToItem place rows below the status bar")
    func offsetsAreContentOffsets() throws {
        let screen = try screen(20)
        screen.setMainOffset(-59)
        #expect(screen.mainOffset == -59)
        screen.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: false)
        #expect(screen.mainOffset == 500 - 59, "row 5's top just below the status bar")
        screen.scrollToItem(at: IndexPath(item: 15, section: 0), at: .bottom, animated: false)
        #expect(screen.mainOffset == 1600 - 852 + 34, "row 15's bottom just above the home indicator")
        screen.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
        #expect(screen.mainOffset == -59, "clamped to the top")
    }

    @Test("no adjustment leaves the content at the view's edges; a screen with no device has no inset")
    func never() throws {
        let screen = try screen(20)
        screen.contentInsetAdjustment = .never
        screen.setMainOffset(0)
        #expect(screen.mainOffset == 0 && screen.maximumMainOffset == 2000 - 852)
        let plain = try CollectionScreen(layout: rows(20), dataSource: ContentProviderDataSource(itemCounts: [20]) { _ in CellContent() },
                                         size: Size(width: 393, height: 852))
        #expect(plain.mainOffset == 0 && plain.adjustedMainInsets == (0, 0))
    }

    @Test("turning the device keeps the row in view and takes the landscape insets; the traits follow")
    func turning() throws {
        let screen = try screen(20)
        screen.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: false)
        try screen.resize(to: Size(width: 852, height: 393))
        #expect(screen.host.orientation == .landscape && screen.host.device == .iPhone15)
        #expect(screen.host.traits.verticalSizeClass == .compact)
        #expect(screen.adjustedMainInsets == (0, 21))
        #expect(screen.item(at: Point(x: 400, y: 1)) == IndexPath(item: 5, section: 0))
    }

    @Test("a pinned header pins below the status bar and a pinned footer above the home indicator")
    func pinnedBelowTheStatusBar() throws {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        var section = LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
        let band = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        var header = LayoutBoundarySupplementaryItem(layoutSize: band, elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        var footer = LayoutBoundarySupplementaryItem(layoutSize: band, elementKind: "footer", alignment: .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header, footer]
        let data = ContentProviderDataSource(itemCounts: [30]) { _ in CellContent() }
        let screen = try CollectionScreen(layout: CompositionalLayout(section: section), dataSource: data, host: Device.iPhone15.host(in: .portrait))
        screen.setMainOffset(500)
        let pinned = try #require(screen.layout.attributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 0), offsets: screen.offsets))
        #expect(pinned.frame.minY == 500 + 59, "59 points down the view: just below the status bar")
        let bottom = try #require(screen.layout.attributesForSupplementaryElement(ofKind: "footer", at: IndexPath(item: 0, section: 0), offsets: screen.offsets))
        #expect(bottom.frame.maxY == 500 + 852 - 34, "just above the home indicator")
    }

    @Test("a three-column grid with the safe area as its reference, on an iPhone 15 both ways: clear of the sensor housing on its side",
          arguments: [(DeviceOrientation.portrait, 0.0, 131.0, -59.0), (.landscape, 59.0, 244.6666666666667, 0.0)])
    func gridBothWays(orientation: DeviceOrientation, left: Double, width: Double, start: Double) throws {
        let cell = LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .absolute(100))
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        var section = LayoutSection(group: .horizontal(layoutSize: row, subitems: [LayoutItem(layoutSize: cell)]))
        section.contentInsetsReference = .safeArea
        let data = ContentProviderDataSource(itemCounts: [30]) { _ in CellContent() }
        let screen = try CollectionScreen(layout: CompositionalLayout(section: section), dataSource: data,
                                          host: Device.iPhone15.host(in: orientation))
        let first = try #require(screen.layout.attributesForItem(at: IndexPath(item: 0, section: 0), offsets: screen.offsets))
        #expect(first.frame.minX == left && abs(first.frame.width - width) < 1e-9)
        #expect(screen.mainOffset == start, "below the status bar held upright; no bar on its side")
    }
}
