import CollectionLayout
import CollectionView
import Testing
import TestSupport

/// An animated apply as UIKit's batch updates run it, frame by frame on a recording canvas:
/// rows 50 points tall, each filled with a colour of its own item.
@Suite struct UpdateAnimationTests {
    typealias Source = DiffableDataSource<String, Int>

    static func colour(_ item: Int) -> Color { Color(hex: UInt32(0x100000 + item)) }

    static func screen(items: [Int]) throws -> (CollectionScreen, Source) {
        let source = Source { _, item in CellContent(background: colour(item)) }
        var snapshot = source.snapshot()
        snapshot.appendSections(["rows"])
        snapshot.appendItems(items)
        source.apply(snapshot, animatingDifferences: false)
        let screen = try CollectionScreen(layout: DiffableDataSourceScreenTests.rows, dataSource: source, size: Size(width: 375, height: 300))
        return (screen, source)
    }

    /// Each item's fill on the frame drawn now, with the opacity of the layer it is drawn in.
    static func drawn(_ screen: CollectionScreen) -> [Int: (rect: Rect, opacity: Double)] {
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        var result: [Int: (rect: Rect, opacity: Double)] = [:]
        var opacity = 1.0
        for operation in canvas.operations {
            switch operation {
            case .beginLayer(_, let layerOpacity): opacity = layerOpacity
            case .endLayer: opacity = 1
            case .fill(let rect, let color, _) where color.red < 0.1 && rect.height == 50:
                result[Int((color.blue * 255).rounded()) + 256 * Int((color.green * 255).rounded())] = (rect, opacity)
            default: break
            }
        }
        return result
    }

    @Test("curve is UIKits ease in ease out") func curveIsUIKitsEaseInEaseOut() {
        let curve = AnimationCurve.easeInEaseOut
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-6)
        #expect(curve.progress(at: 0.25) < 0.25)
        #expect(curve.progress(at: 0.75) > 0.75)
    }

    @Test("a deletion fades out while the rows below slide up") func aDeletionFadesOutWhileTheRowsBelowSlideUp() throws {
        let (screen, source) = try Self.screen(items: Array(0..<10))
        var completed = false
        var snapshot = source.snapshot()
        snapshot.deleteItems([0])
        source.apply(snapshot, completion: { completed = true })
        #expect(screen.isAnimating)
        #expect(!completed)
        screen.step(now: 10)
        screen.step(now: 10.15)
        let halfway = Self.drawn(screen)
        #expect(halfway[0]?.rect == Rect(x: 0, y: 0, width: 375, height: 50))
        #expect(abs((halfway[0]?.opacity ?? 0) - 0.5) < 1e-6)
        #expect(halfway[1]?.rect == Rect(x: 0, y: 25, width: 375, height: 50))
        #expect(halfway[1]?.opacity == 1)
        #expect(halfway[6]?.rect == Rect(x: 0, y: 275, width: 375, height: 50))
        screen.step(now: 10.3)
        #expect(completed)
        #expect(!screen.isAnimating)
        let after = Self.drawn(screen)
        #expect(after[0] == nil)
        #expect(after[1]?.rect == Rect(x: 0, y: 0, width: 375, height: 50))
    }

    @Test("an insertion fades in at its place") func anInsertionFadesInAtItsPlace() throws {
        let (screen, source) = try Self.screen(items: Array(0..<10))
        var snapshot = source.snapshot()
        snapshot.insertItems([42], beforeItem: 2)
        source.apply(snapshot)
        screen.step(now: 0)
        screen.step(now: 0.15)
        let halfway = Self.drawn(screen)
        #expect(halfway[42]?.rect == Rect(x: 0, y: 100, width: 375, height: 50))
        #expect(abs((halfway[42]?.opacity ?? 0) - 0.5) < 1e-6)
        #expect(halfway[2]?.rect == Rect(x: 0, y: 125, width: 375, height: 50))
        #expect(halfway[1]?.rect == Rect(x: 0, y: 50, width: 375, height: 50))
    }

    @Test("a second apply starts from what is on screen") func aSecondApplyStartsFromWhatIsOnScreen() throws {
        let (screen, source) = try Self.screen(items: Array(0..<10))
        var snapshot = source.snapshot()
        snapshot.deleteItems([0])
        source.apply(snapshot)
        screen.step(now: 0)
        screen.step(now: 0.15)
        // Item 1 is half way up, at 25: a new apply moves it back down from there, not from 0 or 50.
        snapshot.insertItems([42], beforeItem: 1)
        source.apply(snapshot)
        let start = Self.drawn(screen)
        #expect(start[1]?.rect == Rect(x: 0, y: 25, width: 375, height: 50))
        #expect(abs((start[0]?.opacity ?? 0) - 0.5) < 1e-6)
        // The inserted row starts invisible, so it is not drawn at all.
        #expect(start[42] == nil)
        screen.step(now: 0.2)
        screen.step(now: 0.35)
        let halfway = Self.drawn(screen)
        #expect(halfway[1].map { (37...38).contains($0.rect.minY) } == true)
        #expect(abs((halfway[0]?.opacity ?? 0) - 0.25) < 1e-6)
        screen.step(now: 0.5)
        #expect(Self.drawn(screen)[1]?.rect == Rect(x: 0, y: 50, width: 375, height: 50))
    }

    @Test("a reload cross fades in place") func aReloadCrossFadesInPlace() throws {
        let source = Source { _, item in CellContent(background: Self.colour(item)) }
        var snapshot = source.snapshot()
        snapshot.appendSections(["rows"])
        snapshot.appendItems(Array(0..<5))
        source.apply(snapshot, animatingDifferences: false)
        let screen = try CollectionScreen(layout: DiffableDataSourceScreenTests.rows, dataSource: source, size: Size(width: 375, height: 300))
        snapshot.reloadItems([3])
        source.apply(snapshot)
        screen.step(now: 0)
        screen.step(now: 0.15)
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        let layers = canvas.operations.filter { if case .beginLayer = $0 { return true } else { return false } }
        let rects = layers.compactMap { if case .beginLayer(let rect, _) = $0 { return rect } else { return nil } }
        let opacities = layers.compactMap { if case .beginLayer(_, let opacity) = $0 { return opacity } else { return nil } }
        #expect(rects == [Rect(x: -16, y: 134, width: 407, height: 82), Rect(x: -16, y: 134, width: 407, height: 82)])
        #expect(opacities.allSatisfy { abs($0 - 0.5) < 1e-6 })
    }

    @Test("without animation the new contents show at once") func withoutAnimationTheNewContentsShowAtOnce() throws {
        let (screen, source) = try Self.screen(items: Array(0..<10))
        var snapshot = source.snapshot()
        snapshot.deleteItems([0])
        var completed = false
        source.apply(snapshot, animatingDifferences: false, completion: { completed = true })
        #expect(completed)
        #expect(!screen.isAnimating)
        #expect(Self.drawn(screen)[1]?.rect == Rect(x: 0, y: 0, width: 375, height: 50))
    }
}

/// A badge anchored to an item goes where its item goes during an animated apply, as UIKit's do.
@Suite struct ItemAnchoredSupplementaryAnimationTests {
    @Test("a badge slides with its item when A row is inserted above") func aBadgeSlidesWithItsItemWhenARowIsInsertedAbove() throws {
        let badge = LayoutSupplementaryItem(layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                            elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                              supplementaryItems: [badge])
        let group = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                         subitems: [item])
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let source = UpdateAnimationTests.Source { _, item in CellContent(background: UpdateAnimationTests.colour(item)) }
        source.supplementaryProvider = { _, path in
            source.itemIdentifier(for: path).map { CellContent(background: Color(hex: UInt32(0x200000 + $0))) }
        }
        var snapshot = source.snapshot()
        snapshot.appendSections(["rows"])
        snapshot.appendItems(Array(0..<5))
        source.apply(snapshot, animatingDifferences: false)
        let screen = try CollectionScreen(layout: layout, dataSource: source, size: Size(width: 375, height: 300))
        snapshot.insertItems([100], beforeItem: 0)
        source.apply(snapshot)
        screen.step(now: 10)
        screen.step(now: 10.15)
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        var badgeTops: [Int: Double] = [:], rowTops: [Int: Double] = [:]
        for operation in canvas.operations {
            guard case .fill(let rect, let color, _) = operation else { continue }
            let identifier = Int((color.blue * 255).rounded()) + 256 * Int((color.green * 255).rounded())
            if rect.height == 20 { badgeTops[identifier] = rect.minY } else if rect.height == 50 { rowTops[identifier] = rect.minY }
        }
        // Half way, item 0 has slid from 0 to 25 of its way to 50, and its badge with it.
        #expect(rowTops[0] == 25)
        #expect(badgeTops[0] == rowTops[0])
        #expect(badgeTops[3] == rowTops[3])
    }
}
