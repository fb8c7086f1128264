import CollectionLayout
import CollectionView
import Testing
import TestSupport

/// An animated apply over a custom layout: the layout is prepared for the new data, told the
/// changes, and asked where appearing items start and disappearing ones end.
@Suite struct CustomLayoutUpdateTests {
    /// Rows 100 tall; an appearing item slides in from 300 points to the right, half opaque; a
    /// disappearing one drops 50 points and fades.
    final class SlidingRows: CustomLayout, @unchecked Sendable {
        var log: [String] = []
        private var count = 0

        func prepare(for context: CustomLayoutContext) {
            count = context.itemCounts.first ?? 0
            log.append("prepare \(count)")
        }
        var contentSize: Size { Size(width: 300, height: Double(count) * 100) }
        func elements(in rect: Rect) -> [LayoutAttributes] {
            (0..<count).map(row).filter { $0.frame.intersects(rect) }
        }
        func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { indexPath.item < count ? row(indexPath.item) : nil }
        private func row(_ item: Int) -> LayoutAttributes {
            LayoutAttributes(category: .cell, indexPath: IndexPath(item: item, section: 0),
                             frame: Rect(x: 0, y: Double(item) * 100, width: 300, height: 100), zIndex: 0)
        }
        func prepare(forUpdates items: [LayoutUpdateItem]) {
            log.append("updates " + items.map { "\($0.action) \($0.indexPathBeforeUpdate?.item ?? -1)→\($0.indexPathAfterUpdate?.item ?? -1)" }.joined(separator: ", "))
        }
        func finalizeUpdates() { log.append("finalize") }
        /// Whether an update leaves the view at the end of the content, as a chat keeps its newest row in view.
        var keepsEnd = false
        func targetContentOffset(forProposed proposed: Point) -> Point {
            log.append("target \(NumberFormat.string(proposed.y))")
            return keepsEnd ? Point(x: 0, y: Swift.max(0, contentSize.height - 400)) : proposed
        }
        func initialTransition(ofAppearingItemAt indexPath: IndexPath) -> ElementTransition? {
            log.append("appearing \(indexPath.item)")
            return ElementTransition(frame: row(indexPath.item).frame.offsetBy(dx: 300, dy: 0), alpha: 0.5)
        }
        func finalTransition(ofDisappearingItemAt indexPath: IndexPath) -> ElementTransition? {
            log.append("disappearing \(indexPath.item)")
            return ElementTransition(frame: row(indexPath.item).frame.offsetBy(dx: 0, dy: 50), alpha: 0)
        }
    }

    private let colors: [Int: Color] = [1: Color(hex: 0x112233), 2: Color(hex: 0x445566), 9: Color(hex: 0x778899)]

    private func setUp() throws -> (SlidingRows, DiffableDataSource<String, Int>, CollectionScreen) {
        let layout = SlidingRows()
        let colors = self.colors
        let source = DiffableDataSource<String, Int> { _, item in CellContent(background: colors[item]) }
        var snapshot = source.snapshot()
        snapshot.appendSections(["a"])
        snapshot.appendItems([1, 2])
        source.apply(snapshot, animatingDifferences: false)
        let screen = try CollectionScreen(layout: CustomCollectionViewLayout(layout), dataSource: source, size: Size(width: 300, height: 400))
        return (layout, source, screen)
    }

    /// Where the cell of `color` is filled in the frame drawn now.
    private func fills(of color: Color, on screen: CollectionScreen) -> [Rect] {
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        return canvas.operations.compactMap { if case .fill(let rect, let fill, _) = $0, fill == color { rect } else { nil } }
    }

    @Test("an insertion: prepared for the new count, told the change, asked where the new item starts; it slides in from there")
    func insertionSlidesIn() throws {
        let (layout, source, screen) = try setUp()
        layout.log = []
        var snapshot = source.snapshot()
        snapshot.insertItems([9], beforeItem: 2)
        source.apply(snapshot)
        #expect(layout.log == ["prepare 3", "updates insert -1→1", "target 0", "appearing 1", "finalize"])
        // The first frame shows it where the layout said it starts.
        #expect(fills(of: colors[9]!, on: screen) == [Rect(x: 300, y: 100, width: 300, height: 100)])
        screen.step(now: 0)
        screen.step(now: 1)
        #expect(fills(of: colors[9]!, on: screen) == [Rect(x: 0, y: 100, width: 300, height: 100)])
    }

    @Test("a deletion: asked where the item ends, by its path before the update; it moves there as it goes")
    func deletionGoesWhereTheLayoutSays() throws {
        let (layout, source, screen) = try setUp()
        layout.log = []
        var snapshot = source.snapshot()
        snapshot.deleteItems([1])
        source.apply(snapshot)
        #expect(layout.log == ["prepare 1", "updates delete 0→-1", "target 0", "disappearing 0", "finalize"])
        screen.step(now: 0)
        screen.step(now: 0.15)
        let midway = try #require(fills(of: colors[1]!, on: screen).first)
        #expect(midway.minX == 0 && midway.minY > 0 && midway.minY < 50)
        screen.step(now: 1)
        #expect(fills(of: colors[1]!, on: screen).isEmpty)
    }

    @Test("after the layout is told the changes it is asked where the update leaves the view, and the view goes there")
    func targetContentOffsetAfterUpdate() throws {
        let (layout, source, screen) = try setUp()
        layout.keepsEnd = true
        var snapshot = source.snapshot()
        snapshot.appendItems([3, 4, 5, 6])
        source.apply(snapshot)
        // Six rows of 100 in a 400-point view: the layout keeps the end in view.
        let start = try #require(layout.log.firstIndex(of: "prepare 6"))
        #expect(Array(layout.log[start...].prefix(4)) == ["prepare 6", "updates insert -1→2, insert -1→3, insert -1→4, insert -1→5", "target 0", "appearing 2"])
        #expect(screen.offsets.main == 200)
        // Not animated, UIKit does not ask, and the view stays where it was.
        layout.log = []
        snapshot.appendItems([7])
        source.apply(snapshot, animatingDifferences: false)
        #expect(!layout.log.contains { $0.hasPrefix("target") })
        #expect(screen.offsets.main == 200)
    }
}
