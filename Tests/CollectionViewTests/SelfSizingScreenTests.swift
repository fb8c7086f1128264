import CollectionLayout
import CollectionView
import XCollectionGallery
import Testing
import TestSupport

@Suite("Self-sizing on screen: measured as they come into view, and nothing jumps")
struct SelfSizingScreenTests {
    func feed(size: Size = phone, measurer: FixedWidthMeasurer = FixedWidthMeasurer()) throws -> CollectionScreen {
        let example = try #require(Gallery.example(named: "self-sizing"))
        return try CollectionScreen(layout: example.layout, dataSource: example.dataSource, size: size, measurer: measurer)
    }

    /// The visible cells' frames in view coordinates.
    func screenFrames(_ screen: CollectionScreen) -> [IndexPath: Rect] {
        var frames: [IndexPath: Rect] = [:]
        for element in screen.renderer.visibleElements(offsets: screen.offsets, viewport: screen.size) where element.category == .cell {
            frames[element.indexPath] = screen.renderer.onScreen(element.frame, offsets: screen.offsets)
        }
        return frames
    }

    /// Scrolls by `notches`, lets the animation finish, and checks what measuring then does.
    func scrollAndCheck(_ screen: CollectionScreen, notches: Double, clock: inout Double) {
        screen.scrollWheel(notches: notches, now: clock)
        clock += 1
        screen.step(now: clock)
        let before = screenFrames(screen)
        let measuredBefore = Set(before.keys.filter { screen.measurements.extent(ofItemAt: $0) != nil })
        screen.measureVisible()
        let after = screenFrames(screen)
        // Once measured, a visible cell does not move because of a measurement elsewhere.
        for path in measuredBefore where after[path] != nil {
            #expect(after[path] == before[path], "\(path) moved from \(before[path]!) to \(after[path]!) at offset \(screen.mainOffset)")
        }
        // Every visible cell is measured, and no two overlap.
        #expect(after.keys.allSatisfy { screen.measurements.extent(ofItemAt: $0) != nil })
        let sorted = after.values.sorted { $0.minY < $1.minY }
        for (upper, lower) in zip(sorted, sorted.dropFirst()) {
            #expect(upper.maxY <= lower.minY, "\(upper) overlaps \(lower)")
        }
    }

    @Test("through 2,000 self-sizing cells top to bottom and back, no overlap and no jumps")
    func scrollThrough() throws {
        let screen = try feed()
        screen.measureVisible()
        var clock = 0.0
        var steps = 0
        while screen.mainOffset < screen.maximumMainOffset, steps < 5_000 {
            scrollAndCheck(screen, notches: 7, clock: &clock)
            steps += 1
        }
        #expect(screen.mainOffset == screen.maximumMainOffset)
        #expect(screen.firstVisibleItem().map { $0.item > 1_980 } == true)
        while screen.mainOffset > 0, steps < 10_000 {
            scrollAndCheck(screen, notches: -7, clock: &clock)
            steps += 1
        }
        #expect(screen.mainOffset == 0)
        #expect(screen.firstVisibleItem() == IndexPath(item: 0, section: 0))
    }

    @Test("a jump to the end measures only what shows there; growth above keeps the view still")
    func jumpToEnd() throws {
        let screen = try feed()
        screen.scroll(key: .end, now: 0)
        screen.step(now: 1)
        screen.measureVisible()
        let measured = (0..<Gallery.selfSizingPostCount).filter { screen.measurements.extent(ofItemAt: IndexPath(item: $0, section: 0)) != nil }
        // The first screen and the last, each with half a screen of margin: nowhere near all 2,000.
        #expect(measured.count < 80)
        #expect(measured.contains(1_999))
        #expect(screen.mainOffset == screen.maximumMainOffset)
    }

    @Test("a measured cell is as tall as its text: padding 12 + 16 (name) + 4 + 15 a line + 12")
    func measuredHeight() throws {
        let screen = try feed()
        screen.measureVisible()
        // Post 6 (item 5) is the one word "Hello.": one line of 15-pixel text.
        let frame = try #require(screen.layout.attributesForItem(at: IndexPath(item: 5, section: 0), offsets: screen.offsets)?.frame)
        #expect(frame.height == 12 + 16 + 4 + 15 + 12)
    }

    @Test("a resize to another width measures again")
    func resizeRemeasures() throws {
        let screen = try feed()
        screen.measureVisible()
        let narrow = try #require(screen.layout.attributesForItem(at: IndexPath(item: 0, section: 0), offsets: screen.offsets)?.frame.height)
        try screen.resize(to: Size(width: 700, height: 667))
        let wide = try #require(screen.layout.attributesForItem(at: IndexPath(item: 0, section: 0), offsets: screen.offsets)?.frame.height)
        #expect(wide < narrow)
        #expect(screen.measurements.extent(ofItemAt: IndexPath(item: 0, section: 0)) == wide)
    }

    @Test("without a measurer the estimates stand")
    func noMeasurer() throws {
        let example = try #require(Gallery.example(named: "self-sizing"))
        let screen = try CollectionScreen(layout: example.layout, dataSource: example.dataSource, size: phone)
        screen.measureVisible()
        #expect(screen.measurements.isEmpty)
        #expect(screen.layout.attributesForItem(at: IndexPath(item: 3, section: 0), offsets: screen.offsets)?.frame.height == 70)
    }

    @Test("the text cache: the same label at the same width is laid out once")
    func cache() {
        let base = FixedWidthMeasurer()
        let cached = CachedTextMeasurer(base)
        let label = TextLabel("one two three four five six", font: FontSpec(size: 20), numberOfLines: 0)
        let first = cached.layout(label, width: 100)
        let calls = base.calls
        #expect(calls > 0)
        let second = cached.layout(label, width: 100)
        #expect(second == first)
        #expect(base.calls == calls)
        _ = cached.layout(label, width: 120)
        // Words measured for the first width are not measured again for the second.
        #expect(base.calls <= calls + 2)
    }

    @Test("the text cache stays within its bound over a long scroll of ever-new texts")
    func cacheBound() {
        let base = FixedWidthMeasurer()
        let cached = CachedTextMeasurer(base)
        let font = FontSpec(size: 15)
        _ = cached.advance(of: "Row 0", font: font)
        let calls = base.calls
        _ = cached.advance(of: "Row 0", font: font)
        #expect(base.calls == calls)
        // Twice the bound of new texts later, the first has been let go and is measured anew.
        for row in 1...(2 * 2_048) { _ = cached.advance(of: Substring("Row \(row)"), font: font) }
        let before = base.calls
        _ = cached.advance(of: "Row 0", font: font)
        #expect(base.calls == before + 1)
    }
}
