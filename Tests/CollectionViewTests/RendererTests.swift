import CollectionLayout
import CollectionView
import XCollectionGallery
import Testing
import TestSupport

@Suite("Rendering to a recording canvas: only what is visible, in order, clipped")
struct RendererTests {
    let separator = Color(hex: 0xC6C6C8)
    let chevron = Color(hex: 0xC4C4C7)

    /// The operations the list example draws for row `row` at screen y `top` (body text 16
    /// pixels: ascent 12.8, line 16; chevron 8x13 at the trailing padding).
    func listRow(_ row: Int, top: Double) -> [RecordingCanvas.Operation] {
        let frame = Rect(x: 0, y: top, width: 375, height: 44)
        // The rows have no background of their own: the collection's white shows through.
        _ = frame
        return [
            .text("Item \(row + 1)", FontSpec(size: 16), .black, x: 16, baseline: (top + 14 + 12.8).rounded()),
            .polyline([Point(x: 352, y: top + 17), Point(x: 358, y: top + 22.5), Point(x: 352, y: top + 28)], chevron, width: 2),
            .fill(Rect(x: 16, y: top + 43, width: 359, height: 1), separator, radius: 0),
        ]
    }

    @Test("the list's first screen: background, then rows 1 to 16 exactly")
    func listFirstScreen() throws {
        let canvas = record(try screen("list"))
        var expected: [RecordingCanvas.Operation] = [.fill(Rect(x: 0, y: 0, width: 375, height: 667), .white, radius: 0)]
        for row in 0..<16 { expected += listRow(row, top: Double(row) * 44) }
        #expect(canvas.operations == expected)
    }

    @Test("scrolled by 100, rows 3 to 18 draw, moved up by the offset")
    func listScrolled() throws {
        let list = try screen("list")
        list.setMainOffset(100)
        let canvas = record(list)
        var expected: [RecordingCanvas.Operation] = [.fill(Rect(x: 0, y: 0, width: 375, height: 667), .white, radius: 0)]
        for row in 2..<18 { expected += listRow(row, top: Double(row) * 44 - 100) }
        #expect(canvas.operations == expected)
    }

    @Test("a million rows draw no more than sixteen")
    func scale() throws {
        let list = try CollectionScreen(layout: Gallery.listLayout(), dataSource: ContentProviderDataSource(itemCounts: [1_000_000]) { path in
            CellContent(labels: [TextLabel("\(path.item)", font: FontSpec(size: 16))])
        }, size: phone)
        list.setMainOffset(44 * 500_000)
        #expect(record(list).texts == (500_000..<500_016).map { "\($0)" })
    }

    @Test("an orthogonal section's cards are clipped to its strip; its header is not")
    func orthogonalClip() throws {
        let appStore = try screen("appstore")
        let ops = record(appStore).operations
        // Featured: insets 16 above and below a group 0.25 of (667 - 32) tall.
        let featuredStrip = Rect(x: 0, y: 0, width: 375, height: 190.75)
        let pushes = ops.compactMap { if case .pushClip(let rect) = $0 { return rect } else { return nil } }
        // Two featured cards show (the second peeks in), then the first column of three app rows and the peek of the second.
        #expect(pushes.prefix(2) == [featuredStrip, featuredStrip])
        #expect(pushes.count == ops.filter { $0 == .popClip }.count)
        // The columns section starts after the featured one and its 44-pixel header.
        let columnsStrip = Rect(x: 0, y: 190.75 + 44, width: 375, height: 216 + 16)
        #expect(pushes.dropFirst(2).allSatisfy { $0 == columnsStrip })
        #expect(pushes.count == 2 + 6)
        // The header's title is drawn outside any clip.
        let title = try #require(ops.firstIndex { if case .text("Apps We Love", _, _, _, _) = $0 { return true } else { return false } })
        let depth = ops[..<title].reduce(0) { depth, op in
            if case .pushClip = op { return depth + 1 } else if op == .popClip { return depth - 1 } else { return depth }
        }
        #expect(depth == 0)
    }

    @Test("background decorations (z -1) draw before the cells they lie under (z 1)")
    func decorationsFirst() throws {
        let ops = record(try screen("section-background")).operations
        // Each section is 10 + 5 rows of 44 with 4 gaps of 5 + 10 = 260 tall; backgrounds are inset 5.
        for section in 0..<3 {
            let background = Rect(x: 5, y: 260 * Double(section) + 5, width: 365, height: 250)
            #expect(ops[1 + 2 * section] == .fill(background, Color(hex: 0xF2F2F7), radius: 12))
            #expect(ops[2 + 2 * section] == .stroke(background, separator, radius: 12, width: 1))
        }
        #expect(ops[7] == .fill(Rect(x: 10, y: 10, width: 355, height: 44), .white, radius: 8))
    }

    @Test("badges with a count of zero are not drawn")
    func hiddenBadges() throws {
        let badges = try screen("badges")
        let visible = badges.renderer.visibleElements(offsets: badges.offsets, viewport: phone)
        let shown = visible.filter { $0.elementKind == Gallery.badgeKind && Gallery.badgeCount(item: $0.indexPath.item) > 0 }
        let hidden = visible.filter { $0.elementKind == Gallery.badgeKind && Gallery.badgeCount(item: $0.indexPath.item) == 0 }
        #expect(!shown.isEmpty && !hidden.isEmpty)
        let red = Color(hex: 0xFF3B30)
        let redFills = record(badges).operations.filter { if case .fill(_, red, _) = $0 { return true } else { return false } }
        #expect(redFills.count == shown.count)
    }

    @Test("a selected cell is tinted")
    func selectionTint() throws {
        let list = try screen("list")
        list.pointerPressed(at: Point(x: 100, y: 50))
        list.pointerReleased(at: Point(x: 100, y: 50))
        let ops = record(list).operations
        #expect(ops.contains(.fill(Rect(x: 0, y: 44, width: 375, height: 44), ContentRenderer.selectionTint.light, radius: 0)))
        #expect(ops.filter { if case .fill(_, ContentRenderer.selectionTint.light, _) = $0 { return true } else { return false } }.count == 1)
    }
}

@Suite("Scrolled frames: the last frame moved, and only the uncovered strip drawn")
struct ScrolledFrameTests {
    @Test("a wheel step on the list scrolls the last frame and draws the 56-pixel strip below it")
    func scrolledStrip() throws {
        let list = try screen("list")
        let canvas = RecordingCanvas()
        #expect(list.draw(on: canvas, measurer: FixedWidthMeasurer()) == .full)
        let painted = list.painted
        canvas.clear()
        list.scrollWheel(notches: 1, now: 0)
        list.step(now: 1)
        let strip = Rect(x: 0, y: 611, width: 375, height: 56)
        let change = list.draw(on: canvas, measurer: FixedWidthMeasurer())
        guard case .scrolled(let scrolled) = change, scrolled.strip == strip else { Issue.record("not scrolled: \(change)"); return }
        let stripPainted = scrolled.stripPainted
        // Row 15 (604 to 648 on screen) paints its text ("Item 16", with room about its line),
        // chevron and separator in the strip, row 16 its text and chevron; the rest is white.
        #expect(Set(stripPainted.rects.map(\.description)) == [
            "(8.0, 611.0, 72.0, 31.200000000000045)", "(347.0, 616.0, 16.0, 21.0)", "(16.0, 647.0, 359.0, 1.0)",
            "(8.0, 654.2, 72.0, 12.799999999999955)", "(347.0, 660.0, 16.0, 7.0)",
        ])
        // A list of text on white is mostly background: only what was painted moves, and only
        // the strip's painted parts are shown.
        #expect([scrolled.dx, scrolled.dy] == [0, -56])
        let bounds = PixelRegion.Box(x0: 0, y0: 0, x1: 375, y1: 667)
        let source = PixelRegion(covering: painted.rects, within: bounds)
        let landed = source.offsetBy(dx: 0, dy: -56).clipped(to: bounds)
        #expect(scrolled.move == .painted(moved: landed.boxes, uncovered: source.subtracting(landed).boxes))
        guard case .painted(let shown, let cleared) = scrolled.show else { Issue.record("strip shown whole: \(scrolled.show)"); return }
        #expect(PixelRegion(covering: stripPainted.rects, within: PixelRegion.Box(x0: 0, y0: 611, x1: 375, y1: 667)).boxes == shown)
        #expect(shown.reduce(0) { $0 + $1.width * $1.height } + cleared.reduce(0) { $0 + $1.width * $1.height } == 375 * 56)
        #expect(canvas.operations.prefix(2) == [.pushClip(strip), .fill(strip, .white, radius: 0)])
        #expect(canvas.operations.last == .popClip)
        // Rows 14 to 16 lie within 16 pixels (shadow room) of the strip at 611 to 667 on screen.
        #expect(canvas.texts == ["Item 15", "Item 16", "Item 17"])
        canvas.clear()
        #expect(list.draw(on: canvas, measurer: FixedWidthMeasurer()) == .unchanged)
        #expect(canvas.operations.isEmpty)
    }

    @Test("a carousel moving on its own draws only its strip again")
    func carouselRedrawsItsStrip() throws {
        let paging = try screen("paging-modes")
        let canvas = RecordingCanvas()
        #expect(paging.draw(on: canvas, measurer: FixedWidthMeasurer()) == .full)
        let full = canvas.placedTexts
        canvas.clear()
        paging.pointerMoved(to: Point(x: 200, y: 169 * 3 + 104), time: 0, now: 0)
        paging.scroll(key: .right, now: 0)
        paging.step(now: 1)
        let section = try #require(paging.layout.orthogonalScrollSections.first { $0.section == 3 })
        // The section's strip, as far as it is on screen.
        let strip = try #require(section.strip.intersection(Rect(origin: .zero, size: phone)))
        #expect(strip.height < section.strip.height)
        #expect(paging.draw(on: canvas, measurer: FixedWidthMeasurer()) == .redrawn(areas: [strip]))
        #expect(canvas.operations.prefix(2) == [.pushClip(strip), .fill(strip, paging.dataSource.backgroundColor.light, radius: 0)])
        // Only what lies on the strip or within reach of its shadows is drawn, at the heights
        // the full frame drew it.
        let redrawn = canvas.placedTexts
        #expect(!redrawn.isEmpty)
        #expect(redrawn.allSatisfy { $0.baseline > strip.minY - 16 && $0.baseline < strip.maxY + 32 }, "\(redrawn.map(\.baseline)) for \(strip)")
        #expect(Set(redrawn.map(\.baseline)).isSubset(of: Set(full.map(\.baseline))))
        #expect(redrawn.count < full.count / 2)
    }

    @Test("two carousels moving at once draw their two strips, not everything between them")
    func twoCarouselsRedrawTwoStrips() throws {
        let paging = try screen("paging-modes")
        paging.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        for section in [0, 2] {
            paging.pointerMoved(to: Point(x: 200, y: 169 * Double(section) + 104), time: 0, now: 0)
            paging.scroll(key: .right, now: 0)
        }
        paging.step(now: 1)
        let strips = [0, 2].compactMap { section in paging.layout.orthogonalScrollSections.first { $0.section == section }?.strip }
        #expect(strips.count == 2)
        let canvas = RecordingCanvas()
        #expect(paging.draw(on: canvas, measurer: FixedWidthMeasurer()) == .redrawn(areas: strips))
        // Each strip is cleared to the background once, and nothing else is.
        let background = paging.dataSource.backgroundColor.light
        let clears = canvas.operations.filter { if case .fill(_, background, 0) = $0 { return true } else { return false } }
        #expect(clears == strips.map { .fill($0, background, radius: 0) })
    }

    @Test("pinned headers, a selection, or a carousel moving while the main axis scrolls redraw everything")
    func fullRedraws() throws {
        let pinned = try screen("pinned-headers")
        let canvas = RecordingCanvas()
        pinned.draw(on: canvas, measurer: FixedWidthMeasurer())
        pinned.scrollWheel(notches: 1, now: 0)
        pinned.step(now: 1)
        #expect(pinned.draw(on: canvas, measurer: FixedWidthMeasurer()) == .full)

        let list = try screen("list")
        list.draw(on: canvas, measurer: FixedWidthMeasurer())
        list.pointerPressed(at: Point(x: 10, y: 10))
        list.pointerReleased(at: Point(x: 10, y: 10))
        #expect(list.draw(on: canvas, measurer: FixedWidthMeasurer()) == .full)

        let paging = try screen("paging-modes")
        paging.draw(on: canvas, measurer: FixedWidthMeasurer())
        paging.scrollWheel(dx: 1, dy: 0, shift: false, at: Point(x: 100, y: 100), now: 0)
        paging.setMainOffset(10)
        #expect(paging.draw(on: canvas, measurer: FixedWidthMeasurer()) == .full)
    }
}

@Suite("Narrow cells cut their text short rather than lose it")
struct NarrowCellTests {
    @Test("the App Store at 200 points: the app columns' names are cut short with an ellipsis, not gone")
    func appNamesAreTruncated() throws {
        let canvas = record(try screen("appstore", size: Size(width: 200, height: 667)))
        let cut = canvas.texts.filter { $0.hasSuffix("…") && $0.count >= 2 }
        #expect(cut.count >= 6, "\(canvas.texts)")
    }

    @Test("below the least text width the gaps tighten and a pill drops its minimum, in that order")
    func partsGiveWay() {
        let measurer = FixedWidthMeasurer()
        let pill = PillButton(title: "GET", titleColor: .white, color: .black)
        let content = CellContent(icon: IconTile(size: 56, color: .black, glyph: "x"),
                                  labels: [TextLabel("Name", font: FontSpec(size: 16))], accessory: .pill(pill))
        // Roomy: the usual 12-point gaps and a 72-point pill.
        let wide = CellContentLayout(content: content, frame: Rect(x: 0, y: 0, width: 300, height: 60), measurer: measurer)
        #expect(wide.accessoryFrame?.width == 72)
        #expect(wide.labels.first?.frame.minX == 68)
        // 56 + 4 + text + 4 + 72 = 160 leaves 24: the pill shrinks to its title, 51.
        let narrow = CellContentLayout(content: content, frame: Rect(x: 0, y: 0, width: 160, height: 60), measurer: measurer)
        #expect(narrow.labels.first?.frame.minX == 60)
        #expect(narrow.accessoryFrame?.width == 51)
        #expect(narrow.labels.first?.frame.width == 45)  // 160 − 60 − 4 − 51
    }
}
