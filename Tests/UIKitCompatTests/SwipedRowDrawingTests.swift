import CollectionLayout
import CollectionView
import TestSupport
import Testing
import UIKitCompat

/// How an open row is drawn, as UIKit draws it: its separator moves with it, in an inset grouped
/// list the row and its buttons stay inside the section's rounded card, and a button with a symbol
/// shows the symbol over its title.
@Suite @MainActor struct SwipedRowDrawingTests {
    static func screen(_ appearance: UICollectionLayoutListConfiguration.Appearance) throws -> CollectionScreen {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            delete.image = UIImage(systemName: "trash")
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let data = ContentProviderDataSource(itemCounts: [6], cell: { _ in CellContent(labels: [TextLabel("Row", font: FontSpec(size: 17))]) },
                                             decoration: { kind, _ in
            // The list's own looks: a grey hairline, a white card with UIKit's rounding.
            kind == ListConfiguration.backgroundElementKind ? CellContent(background: .systemBackground, cornerRadius: 10)
                : CellContent(background: Color(red: 0.78, green: 0.78, blue: 0.8))
        })
        return try CollectionScreen(layout: layout.collectionViewLayout, dataSource: data, size: Size(width: 320, height: 480),
                                    measurer: FixedWidthMeasurer())
    }

    /// Drags row `item`'s middle from x 300 to x 150, held, and lets the row settle.
    static func open(_ screen: CollectionScreen, item: Int, rowTop: Double) throws -> Rect {
        let y = rowTop + 22
        screen.pointerPressed(at: Point(x: 300, y: y), time: 0, now: 0)
        for step in 1...8 {
            let t = Double(step) * 0.02
            screen.pointerMoved(to: Point(x: 300 - 150 * Double(step) / 8, y: y), time: t * 1000, now: t)
            screen.step(now: t + 0.005)
        }
        screen.pointerMoved(to: Point(x: 150, y: y), time: 290, now: 0.29)
        screen.pointerReleased(at: Point(x: 150, y: y), time: 300, now: 0.3)
        for tick in 1...60 { screen.step(now: 0.3 + Double(tick) / 60) }
        let open = try #require(screen.openSwipe)
        #expect(open.indexPath == CollectionLayout.IndexPath(item: item, section: 0))
        return try #require(screen.layout.attributesForItem(at: open.indexPath, offsets: screen.offsets)?.frame)
    }

    @Test("in a plain list the open row's separator moves aside with it")
    func separatorMovesWithTheRow() throws {
        let screen = try Self.screen(.plain)
        let row = try Self.open(screen, item: 1, rowTop: 44)
        let shift = try #require(screen.openSwipe?.offset)
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        let hairlines = canvas.operations.compactMap { operation -> Rect? in
            if case .fill(let rect, _, _) = operation, rect.height <= 1, abs(rect.maxY - row.maxY) < 1 { return rect }
            return nil
        }
        let separator = try #require(hairlines.first)
        // The separator starts at the row's text inset, moved left with the row.
        #expect(separator.minX < 0 && separator.maxX == row.maxX - shift)
    }

    @Test("in an inset grouped list the open row and its button are cut to the section's card")
    func insetGroupedRowStaysInItsCard() throws {
        let screen = try Self.screen(.insetGrouped)
        let first = try #require(screen.layout.attributesForItem(at: CollectionLayout.IndexPath(item: 0, section: 0), offsets: screen.offsets)?.frame)
        _ = try Self.open(screen, item: 0, rowTop: first.minY)
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        let clips = canvas.operations.compactMap { operation -> Rect? in
            if case .pushClip(let rect) = operation { return rect }
            return nil
        }
        // The card: the section's six rows between the layout margins.
        let card = Rect(x: first.minX, y: first.minY, width: first.width, height: 6 * first.height)
        #expect(clips.filter { $0 == card }.count >= 2, "row and button clipped: \(clips)")
        #expect(first.minX > 0 && first.maxX < 320)
    }

    @Test("a button with a symbol shows the symbol, white, over its title")
    func symbolOverTitle() throws {
        let screen = try Self.screen(.plain)
        _ = try Self.open(screen, item: 1, rowTop: 44)
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        let texts = canvas.placedTexts
        let title = try #require(texts.first { $0.text == "Delete" })
        let symbol = try #require(texts.first { $0.text == UIImage(systemName: "trash")?.glyph })
        #expect(symbol.baseline < title.baseline)
    }
}
