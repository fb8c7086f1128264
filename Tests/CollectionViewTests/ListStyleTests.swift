import CollectionLayout
import CollectionView
import XCollectionGallery
import Testing
import TestSupport

/// How a list is drawn: rows laid out as UIKit's list cells (icon, title, value, accessory, in the
/// layout margins, at least 44 high), the separators and cards of ListMetrics, the new accessories.
@Suite struct ListStyleTests {
    let measurer = FixedWidthMeasurer()
    let style = ListStyle(ListConfiguration(appearance: .insetGrouped))

    var settingsRow: CellContent {
        style.row(title: "Wi-Fi", icon: IconTile(size: 29, color: .white, glyph: "W"), detail: "Home", accessory: ListStyle.disclosureIndicator)
    }

    @Test("a settings row lays out as UIKits value cell") func aSettingsRowLaysOutAsUIKitsValueCell() {
        // The card's first row at 375: x 16, 343 wide; margins of 16 inside it.
        let layout = CellContentLayout(content: settingsRow.inLayoutMargins(SystemLayoutMargins.forWidth(375)),
                                       frame: Rect(x: 16, y: 0, width: 343, height: 44), measurer: measurer)
        #expect(layout.iconFrame == Rect(x: 32, y: 8, width: 29, height: 29))
        #expect(layout.accessoryFrame == Rect(x: 335, y: 16, width: 8, height: 13))
        // "Home" is 4 × 8.5 wide at 17 points, before the chevron and a gap of 16; the title gets the rest.
        #expect(layout.detail?.frame == Rect(x: 285, y: 14, width: 34, height: 17))
        #expect(layout.labels.map(\.frame) == [Rect(x: 77, y: 13.5, width: 192, height: 17)])
        #expect(CellContentLayout.preferredHeight(of: settingsRow, width: 343, measurer: measurer) == 44)
    }

    @Test("rows follow the hosts margins and keep to 44") func rowsFollowTheHostsMarginsAndKeepTo44() {
        let wide = settingsRow.inLayoutMargins(SystemLayoutMargins.forWidth(430))
        #expect(wide.padding == DirectionalEdgeInsets(top: 7.5, leading: 20, bottom: 7.5, trailing: 20))
        let text = style.row(title: "General")
        #expect(CellContentLayout.preferredHeight(of: text, width: 343, measurer: measurer) == 44)
        // Two lines of title and subtitle pass the minimum: 7.5 + 17 + 2 + 15 + 7.5.
        let two = style.row(title: "General", subtitle: "About, Software Update")
        #expect(CellContentLayout.preferredHeight(of: two, width: 343, measurer: measurer) == 49)
        var fixed = CellContent(padding: DirectionalEdgeInsets(leading: 3, trailing: 3))
        fixed.followsLayoutMargins = false
        #expect(fixed.inLayoutMargins(SystemLayoutMargins.forWidth(430)).padding.leading == 3)
    }

    @Test("decorations are the metrics colours") func decorationsAreTheMetricsColours() {
        let separator = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 74.0 / 255)
        #expect(style.decoration(kind: ListConfiguration.separatorElementKind)?.light == CellContent(background: separator))
        #expect(style.decoration(kind: ListConfiguration.backgroundElementKind)?.light == CellContent(background: .white, cornerRadius: 10))
        #expect(ListStyle(ListConfiguration(appearance: .grouped)).decoration(kind: ListConfiguration.backgroundElementKind)?.light
            == CellContent(background: .white, cornerRadius: 0))
        #expect(style.decoration(kind: "background") == nil)
        #expect(style.backgroundColor.light == Color(hex: 0xF2F2F7))
        #expect(ListStyle(ListConfiguration(appearance: .plain)).backgroundColor.light == .white)
        // In dark appearance: the card is the elevated grey, the separator UIKit's dark one.
        #expect(style.decoration(kind: ListConfiguration.backgroundElementKind)?.background?.resolved(for: .dark) == Color(hex: 0x1C1C1E))
        #expect(style.backgroundColor.resolved(for: .dark) == .black)
    }

    @Test("headers are small capitals over A card and pinned headers hide the rows under them") func headersAreSmallCapitalsOverACardAndPinnedHeadersHideTheRowsUnderThem() {
        #expect(style.header(title: "Network").labels.map(\.text) == ["NETWORK"])
        #expect(style.header(title: "Network").background == nil)
        let plain = ListStyle(ListConfiguration(appearance: .plain)).header(title: "Network")
        #expect(plain.labels.map(\.text) == ["Network"])
        #expect(plain.background?.light == .white)
    }

    @Test("accessories are drawn as strokes", arguments: [
        (Accessory.checkmark(.black), [Point(x: 87, y: 22), Point(x: 86 + 14 * 0.38, y: 27), Point(x: 99, y: 17)]),
        (.outlineDisclosure(.black, expanded: false), [Point(x: 91, y: 17), Point(x: 97, y: 22.5), Point(x: 91, y: 28)]),
        (.outlineDisclosure(.black, expanded: true), [Point(x: 88, y: 20), Point(x: 93.5, y: 26), Point(x: 99, y: 20)]),
    ])
    func accessoriesAreDrawnAsStrokes(accessory: Accessory, points: [Point]) {
        let canvas = RecordingCanvas()
        ContentRenderer(canvas: canvas, measurer: measurer).draw(CellContent(accessory: accessory), in: Rect(x: 0, y: 0, width: 100, height: 44))
        #expect(canvas.operations == [.polyline(points, .black, width: 2)])
    }

    @Test("the settings text starts where its separators do", arguments: [(375.0, 77.0, 282.0), (430.0, 85.0, 325.0)])
    func theSettingsTextStartsWhereItsSeparatorsDo(width: Double, textX: Double, separatorWidth: Double) throws {
        let example = try #require(Gallery.example(named: "settings"))
        let size = Size(width: width, height: 667)
        let solved = try example.solve(container: size)
        let canvas = RecordingCanvas()
        CollectionRenderer(layout: solved, dataSource: example.dataSource)
            .draw(on: canvas, measurer: measurer, offsets: solved.initialOffsets, viewport: size)
        let title = try #require(canvas.placedTexts.first { $0.text == "Airplane Mode" })
        #expect(title.x == textX)
        let separatorColour = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 74.0 / 255)
        #expect(canvas.operations.contains(.fill(Rect(x: textX, y: 78, width: separatorWidth, height: 1), separatorColour, radius: 0)))
    }
}
