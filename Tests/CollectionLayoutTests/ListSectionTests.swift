import CollectionLayout
import Testing

/// Exact frames of list sections, appearance by appearance, header and footer mode by mode, at
/// 375 points wide (margins of 16) and 430 (margins of 20). Rows estimate 44; nothing is measured.
@Suite struct ListSectionTests {
    /// Every element of a list of `configuration` with `counts`, as `category kind section/item [x, y, w, h] z`.
    static func elements(_ configuration: ListConfiguration, _ counts: [Int], width: Double = 375, offset: Double = 0) throws -> [String] {
        let solved = try CompositionalLayout.list(using: configuration).solve(container: Size(width: width, height: 667), itemCounts: counts)
        var lines: [String] = []
        solved.forEachElement(offsets: ScrollOffsets(main: offset, viewportLength: 667)) { element in
            let f = element.frame
            let numbers = [f.minX, f.minY, f.width, f.height].map { NumberFormat.string($0) }.joined(separator: ", ")
            lines.append("\(element.category) \(element.elementKind ?? "-") \(element.indexPath.section)/\(element.indexPath.item) [\(numbers)] \(element.zIndex)")
        }
        lines.append("content \(NumberFormat.string(solved.contentSize.width))x\(NumberFormat.string(solved.contentSize.height))")
        return lines
    }

    static func configuration(_ appearance: ListAppearance, header: ListHeaderMode = .none, footer: ListFooterMode = .none) -> ListConfiguration {
        var configuration = ListConfiguration(appearance: appearance)
        configuration.headerMode = header
        configuration.footerMode = footer
        return configuration
    }

    @Test("plain rows span the width with A separator under every row from the margin") func plainRowsSpanTheWidthWithASeparatorUnderEveryRowFromTheMargin() throws {
        #expect(try Self.elements(Self.configuration(.plain), [2, 1]) == [
            "cell - 0/0 [0, 0, 375, 44] 1",
            "decoration list-separator 0/0 [16, 43, 359, 1] 1",
            "cell - 0/1 [0, 44, 375, 44] 1",
            "decoration list-separator 0/1 [16, 87, 359, 1] 1",
            "cell - 1/0 [0, 88, 375, 44] 1",
            "decoration list-separator 1/0 [16, 131, 359, 1] 1",
            "content 375x132",
        ])
    }

    @Test("plain supplementary header and footer band the section") func plainSupplementaryHeaderAndFooterBandTheSection() throws {
        #expect(try Self.elements(Self.configuration(.plain, header: .supplementary, footer: .supplementary), [2]) == [
            "cell - 0/0 [0, 44, 375, 44] 1",
            "decoration list-separator 0/0 [16, 87, 359, 1] 1",
            "cell - 0/1 [0, 88, 375, 44] 1",
            "decoration list-separator 0/1 [16, 131, 359, 1] 1",
            "supplementary header 0/0 [0, 0, 375, 44] 1",
            "supplementary footer 0/0 [0, 132, 375, 44] 1",
            "content 375x176",
        ])
    }

    @Test("plain headers pin while their section scrolls past") func plainHeadersPinWhileTheirSectionScrollsPast() throws {
        let configuration = Self.configuration(.plain, header: .supplementary)
        let pinned = try Self.elements(configuration, [10, 10], offset: 100).filter { $0.hasPrefix("supplementary") }
        // Section 0 spans 0 to 484 (a header and ten rows); its header stays at the top of the view.
        #expect(pinned == ["supplementary header 0/0 [0, 100, 375, 44] 1", "supplementary header 1/0 [0, 484, 375, 44] 1"])
        let pushed = try Self.elements(configuration, [10, 10], offset: 460).filter { $0.hasPrefix("supplementary") }
        #expect(pushed == ["supplementary header 0/0 [0, 440, 375, 44] 1", "supplementary header 1/0 [0, 484, 375, 44] 1"])
    }

    @Test("grouped headers do not pin", arguments: [ListAppearance.grouped, .insetGrouped])
    func groupedHeadersDoNotPin(_ appearance: ListAppearance) throws {
        let headers = try Self.elements(Self.configuration(appearance, header: .supplementary), [10], offset: 100)
            .filter { $0.hasPrefix("supplementary") }
        #expect(headers.count == 1)
        #expect(headers[0].contains(" 0, 343, 44]") || headers[0].contains(" 0, 375, 44]"))
    }

    @Test("grouped sections lie on A band with no separator under their last row") func groupedSectionsLieOnABandWithNoSeparatorUnderTheirLastRow() throws {
        #expect(try Self.elements(Self.configuration(.grouped), [2, 1]) == [
            "cell - 0/0 [0, 35, 375, 44] 1",
            "decoration list-separator 0/0 [16, 78, 359, 1] 1",
            "cell - 0/1 [0, 79, 375, 44] 1",
            "decoration list-background 0/0 [0, 35, 375, 88] 0",
            "cell - 1/0 [0, 158, 375, 44] 1",
            "decoration list-background 1/0 [0, 158, 375, 44] 0",
            "content 375x202",
        ])
    }

    @Test("inset grouped cards keep inside the layout margins", arguments: [
        // width, margin: the card keeps inside the margins, the separator starts a margin into the card.
        (375.0, 16.0), (430.0, 20.0),
    ])
    func insetGroupedCardsKeepInsideTheLayoutMargins(width: Double, margin: Double) throws {
        let card = width - 2 * margin
        let n = { NumberFormat.string($0) }
        #expect(try Self.elements(Self.configuration(.insetGrouped), [3], width: width) == [
            "cell - 0/0 [\(n(margin)), 35, \(n(card)), 44] 1",
            "decoration list-separator 0/0 [\(n(2 * margin)), 78, \(n(card - margin)), 1] 1",
            "cell - 0/1 [\(n(margin)), 79, \(n(card)), 44] 1",
            "decoration list-separator 0/1 [\(n(2 * margin)), 122, \(n(card - margin)), 1] 1",
            "cell - 0/2 [\(n(margin)), 123, \(n(card)), 44] 1",
            "decoration list-background 0/0 [\(n(margin)), 35, \(n(card)), 132] 0",
            "content \(n(width))x167",
        ])
    }

    @Test("inset grouped header and footer keep to the cards width") func insetGroupedHeaderAndFooterKeepToTheCardsWidth() throws {
        #expect(try Self.elements(Self.configuration(.insetGrouped, header: .supplementary, footer: .supplementary), [1]) == [
            "cell - 0/0 [16, 44, 343, 44] 1",
            "supplementary header 0/0 [16, 0, 343, 44] 1",
            "supplementary footer 0/0 [16, 88, 343, 44] 1",
            "decoration list-background 0/0 [16, 44, 343, 44] 0",
            "content 375x132",
        ])
    }

    @Test("a first item header row lies outside the card and has no separator") func aFirstItemHeaderRowLiesOutsideTheCardAndHasNoSeparator() throws {
        #expect(try Self.elements(Self.configuration(.insetGrouped, header: .firstItemInSection), [3]) == [
            "cell - 0/0 [16, 35, 343, 44] 1",
            "cell - 0/1 [16, 79, 343, 44] 1",
            "decoration list-separator 0/1 [32, 122, 327, 1] 1",
            "cell - 0/2 [16, 123, 343, 44] 1",
            "decoration list-background 0/0 [16, 79, 343, 88] 0",
            "content 375x167",
        ])
    }

    @Test("a section holding only its header row has no card") func aSectionHoldingOnlyItsHeaderRowHasNoCard() throws {
        let lines = try Self.elements(Self.configuration(.grouped, header: .firstItemInSection), [1])
        #expect(lines == ["cell - 0/0 [0, 35, 375, 44] 1", "content 375x79"])
    }

    @Test("sidebar rows keep inside the margins without separators") func sidebarRowsKeepInsideTheMarginsWithoutSeparators() throws {
        #expect(try Self.elements(Self.configuration(.sidebar), [2]) == [
            "cell - 0/0 [16, 10, 343, 44] 0",
            "cell - 0/1 [16, 54, 343, 44] 0",
            "content 375x98",
        ])
    }

    @Test("sidebar plain headers pin inside the margins") func sidebarPlainHeadersPinInsideTheMargins() throws {
        #expect(try Self.elements(Self.configuration(.sidebarPlain, header: .supplementary), [2], offset: 30) == [
            "cell - 0/0 [16, 44, 343, 44] 0",
            "cell - 0/1 [16, 88, 343, 44] 0",
            "supplementary header 0/0 [16, 30, 343, 44] 1",
            "content 375x132",
        ])
    }

    @Test("separators can be turned off and on for any appearance") func separatorsCanBeTurnedOffAndOnForAnyAppearance() throws {
        var plain = ListConfiguration(appearance: .plain)
        plain.showsSeparators = false
        #expect(try Self.elements(plain, [1]) == ["cell - 0/0 [0, 0, 375, 44] 0", "content 375x44"])
        var sidebar = ListConfiguration(appearance: .sidebar)
        sidebar.showsSeparators = true
        #expect(try Self.elements(sidebar, [2]).contains("decoration list-separator 0/0 [32, 53, 327, 1] 1"))
    }

    @Test("header top padding lies above the header and goes when it pins") func headerTopPaddingLiesAboveTheHeaderAndGoesWhenItPins() throws {
        var configuration = Self.configuration(.plain, header: .supplementary)
        configuration.headerTopPadding = 20
        let lines = try Self.elements(configuration, [1])
        #expect(lines == [
            "cell - 0/0 [0, 64, 375, 44] 1",
            "decoration list-separator 0/0 [16, 107, 359, 1] 1",
            "supplementary header 0/0 [0, 20, 375, 44] 1",
            "content 375x108",
        ])
        let pinned = try Self.elements(configuration, [10], offset: 50).filter { $0.hasPrefix("supplementary") }
        #expect(pinned == ["supplementary header 0/0 [0, 50, 375, 44] 1"])
    }

    @Test("defaults follow UIKit") func defaultsFollowUIKit() {
        for appearance in ListAppearance.allCases {
            let configuration = ListConfiguration(appearance: appearance)
            #expect(configuration.showsSeparators == !appearance.isSidebar)
            #expect(configuration.headerMode == .none)
            #expect(configuration.footerMode == .none)
        }
        #expect(ListConfiguration(appearance: .insetGrouped).resolvedBackgroundColor.resolved(for: .light) == ContentColor(red: 242, green: 242, blue: 247))
        #expect(ListConfiguration(appearance: .plain).resolvedBackgroundColor.resolved(for: .light) == ContentColor(red: 255, green: 255, blue: 255))
    }

    @Test("measured rows move the card and the separators") func measuredRowsMoveTheCardAndTheSeparators() throws {
        let layout = CompositionalLayout.list(using: Self.configuration(.insetGrouped, header: .firstItemInSection))
        let size = Size(width: 375, height: 667)
        let estimated = try layout.solve(container: size, itemCounts: [3])
        var measurements = LayoutMeasurements()
        for element in estimated.allElements() where element.category == .cell {
            let shape = try #require(estimated.selfSizingShape(of: element))
            measurements.record(element, shape: shape, extent: element.indexPath.item == 0 ? 30 : 60)
        }
        let solved = try layout.solve(container: size, itemCounts: [3], measurements: measurements)
        let decorations = solved.allElements().filter { $0.category == .decoration }.map { "\($0.elementKind ?? "") \($0.frame)" }
        // Header row 35...65, then rows of 60: the card starts under the header row.
        #expect(decorations == ["list-separator \(rect(32, 124, 327, 1))", "list-background \(rect(16, 65, 343, 120))"])
    }

    @Test("a million rows cost what A few do") func aMillionRowsCostWhatAFewDo() throws {
        let solved = try CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped))
            .solve(container: Size(width: 375, height: 667), itemCounts: [1_000_000])
        let screen = solved.elements(in: Rect(x: 0, y: 44_000_035 - 667, width: 375, height: 667), offsets: solved.initialOffsets)
        // The last screen: rows 999,984 (ending past 43,999,368) to 999,999, a separator under each but the last, and the card.
        #expect(screen.filter { $0.category == .cell }.count == 16)
        #expect(screen.filter { $0.elementKind == ListConfiguration.separatorElementKind }.count == 15)
        #expect(screen.filter { $0.elementKind == ListConfiguration.backgroundElementKind }.count == 1)
        #expect(solved.contentSize.height == 35 + 44_000_000)
    }
}

/// Decoration placements built in Swift with numbers no layout can use are refused at their path.
@Suite struct DecorationPlacementRefusalTests {
    static func solve(_ decoration: LayoutDecorationItem) throws {
        var section = LayoutSection.list(using: ListConfiguration(appearance: .plain))
        section.decorationItems = [decoration]
        _ = try CompositionalLayout(section: section).solve(container: Size(width: 375, height: 667), itemCounts: [3])
    }

    @Test("refused", arguments: [
        (LayoutDecorationItem.itemSeparators(elementKind: "s", placement: ItemSeparatorPlacement(thickness: -1)),
         "sections[0].decorationItems[0].placement.thickness", "expected a finite number of 0 or more, got -1"),
        (.itemSeparators(elementKind: "s", placement: ItemSeparatorPlacement(thickness: 1, leadingInset: .nan)),
         "sections[0].decorationItems[0].placement.leadingInset", "expected a finite number of 0 or more, got nan"),
        (.itemSeparators(elementKind: "s", placement: ItemSeparatorPlacement(thickness: 1, firstItem: -2)),
         "sections[0].decorationItems[0].placement.firstItem", "expected an item of 0 or more, got -2"),
        (.groupsBackground(elementKind: "b", skippingFirst: -1), "sections[0].decorationItems[0].placement",
         "expected 0 or more groups to skip, got -1"),
    ])
    func refused(decoration: LayoutDecorationItem, path: String, message: String) {
        let error = #expect(throws: LayoutError.self) { try Self.solve(decoration) }
        #expect(error?.path == path)
        #expect(error?.message == message)
    }
}
