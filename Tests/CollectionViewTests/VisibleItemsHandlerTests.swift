import CollectionLayout
import CollectionView
import Synchronization
import Testing
import TestSupport

/// A section's visible-items handler as the screen calls it — when, with which items and
/// offset — and what it sets, drawn and hit where the person sees it.
@Suite struct VisibleItemsHandlerTests {
    /// What the handler was called with, call by call.
    final class Calls: Sendable {
        struct Call: Equatable, Sendable {
            let offset: Point
            let cells: [Int: Rect]
            let categories: Set<ElementCategory>
        }
        let recorded = Mutex<[Call]>([])
        var all: [Call] { recorded.withLock { $0 } }
    }

    /// A strip of 100-point cells, 10 in from the leading edge, scrolling sideways, under a 40-point
    /// header; the handler halves item 1's opacity, scales item 2 by a half, puts item 3 in front
    /// and hides item 4.
    static func screen(_ behavior: OrthogonalScrollingBehavior = .continuous) throws -> (CollectionScreen, Calls) {
        let calls = Calls()
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
                                           subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "header", alignment: .top)]
        section.visibleItemsInvalidationHandler = VisibleItemsInvalidationHandler { items, offset, _ in
            var cells: [Int: Rect] = [:]
            for item in items where item.representedElementCategory == .cell {
                cells[item.indexPath.item] = item.frame
                switch item.indexPath.item {
                case 1: item.alpha = 0.5
                case 2: item.transform = Transform2D(scaleX: 0.5, y: 0.5)
                case 3: item.zIndex = 7
                case 4: item.isHidden = true
                default: break
                }
            }
            calls.recorded.withLock { $0.append(Calls.Call(offset: offset, cells: cells, categories: Set(items.map(\.representedElementCategory)))) }
        }
        let layout = CompositionalLayout(section: section)
        let source = ContentProviderDataSource(itemCounts: [10], cell: { path in CellContent(background: Color(hex: UInt32(0x100000 + path.item))) },
                                               supplementary: { _, _ in CellContent(background: Color(hex: 0x00FF00)) })
        return (try CollectionScreen(layout: layout, dataSource: source, size: Size(width: 375, height: 300)), calls)
    }

    static func cell(_ item: Int, x: Double) -> Rect { Rect(x: x, y: 40, width: 100, height: 100) }

    @Test("the handler runs before the first frame and only when the strip moves") func theHandlerRunsBeforeTheFirstFrameAndOnlyWhenTheStripMoves() throws {
        let (screen, calls) = try Self.screen()
        _ = record(screen)
        #expect(calls.all == [Calls.Call(offset: Point(x: 0, y: 0), cells: [0: Self.cell(0, x: 10), 1: Self.cell(1, x: 110),
                                                                             2: Self.cell(2, x: 210), 3: Self.cell(3, x: 310)],
                                         categories: [.cell, .supplementary])])
        _ = record(screen)
        #expect(calls.all.count == 1)
        // Dragged 100 points to the left: the same frames, before the strip's scrolling, and the offset.
        screen.pointerPressed(at: Point(x: 300, y: 90))
        screen.pointerMoved(to: Point(x: 250, y: 90))
        screen.pointerMoved(to: Point(x: 200, y: 90))
        _ = record(screen)
        let moved = try #require(calls.all.last)
        #expect(calls.all.count == 2)
        #expect(moved.offset == Point(x: try #require(screen.orthogonalOffsets[0]), y: 0))
        #expect(moved.offset.x >= 50)
        #expect(moved.cells[2] == Self.cell(2, x: 210))
        #expect(moved.cells.keys.sorted() == Array(0...4))
    }

    @Test("the presentation is drawn as set and the layout keeps its frames") func thePresentationIsDrawnAsSetAndTheLayoutKeepsItsFrames() throws {
        let (screen, _) = try Self.screen()
        let canvas = record(screen)
        // Item 2 is drawn in a layer of its own size scaled by a half about its centre (260, 90).
        #expect(canvas.operations.contains(.beginTransformedLayer(Size(width: 100, height: 100),
                                                                  ProjectiveTransform([0.5, 0, 0, 0, 0.5, 0, 235, 65, 1]), opacity: 1)))
        // Item 1 at half opacity, item 4 (just off screen anyway) never, item 3 last: in front.
        #expect(canvas.operations.contains(.beginLayer(Rect(x: 110 - 16, y: 40 - 16, width: 132, height: 132), opacity: 0.5)))
        let fills = canvas.operations.compactMap { operation -> Int? in
            guard case .fill(_, let color, _) = operation, color.red > 0.05, color.red < 0.07 else { return nil }
            return Int((color.blue * 255).rounded())
        }
        #expect(fills.last == 3)
        let item2 = try #require(screen.layout.attributesForItem(at: IndexPath(item: 2, section: 0), offsets: screen.offsets))
        #expect(item2.frame == Self.cell(2, x: 210))
        #expect(screen.presentation(of: item2)?.transform == Transform2D(scaleX: 0.5, y: 0.5))
        let item0 = try #require(screen.layout.attributesForItem(at: IndexPath(item: 0, section: 0), offsets: screen.offsets))
        #expect(screen.presentation(of: item0) == nil)
    }

    @Test("taps hit what is drawn", arguments: [(230.0, nil as Int?), (260.0, 2), (120.0, 1), (330.0, 3)])
    func tapsHitWhatIsDrawn(x: Double, item: Int?) throws {
        let (screen, _) = try Self.screen()
        _ = record(screen)
        // Item 2 is drawn from 235 to 285 across: 230 is its layout frame but not its picture.
        #expect(screen.item(at: Point(x: x, y: 90)) == item.map { IndexPath(item: $0, section: 0) })
    }

    @Test("the dump gives what the handler set to the elements on screen") func theDumpGivesWhatTheHandlerSetToTheElementsOnScreen() throws {
        let (screen, _) = try Self.screen()
        let dump = LayoutDump.string(screen.layout, offsets: ScrollOffsets(viewportLength: 300))
        let lines = dump.split(separator: "\n").map(String.init)
        #expect(lines.contains(#"    {"category": "cell", "section": 0, "item": 0, "frame": [10, 40, 100, 100], "zIndex": 0},"#))
        #expect(lines.contains(#"    {"category": "cell", "section": 0, "item": 2, "frame": [210, 40, 100, 100], "zIndex": 0, "presentation": {"alpha": 1, "transform": [0.5, 0, 0, 0.5, 0, 0], "zIndex": 0, "hidden": false, "center": [260, 90]}},"#))
        #expect(lines.contains(#"    {"category": "cell", "section": 0, "item": 3, "frame": [310, 40, 100, 100], "zIndex": 0, "presentation": {"alpha": 1, "transform": [1, 0, 0, 1, 0, 0], "zIndex": 7, "hidden": false, "center": [360, 90]}},"#))
        // Item 4 is off screen at offset 0: the handler never saw it.
        #expect(lines.contains(#"    {"category": "cell", "section": 0, "item": 4, "frame": [410, 40, 100, 100], "zIndex": 0},"#))
    }

    @Test("a three dimensional transform is dumped and drawn with perspective") func aThreeDimensionalTransformIsDumpedAndDrawnWithPerspective() throws {
        let turn = Transform3D.rotation(angle: .pi / 4, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 500))
        let item = VisibleLayoutItem(attributes: LayoutAttributes(category: .cell, indexPath: IndexPath(item: 0, section: 0),
                                                                  frame: Rect(x: 0, y: 0, width: 100, height: 100), zIndex: 0))
        item.transform3D = turn
        let presentation = try #require(item.presentation)
        #expect(presentation.transform3D == turn)
        // The right edge turns away (smaller), the left edge towards the viewer (larger).
        let placing = ProjectiveTransform.placing(size: Size(width: 100, height: 100), transform: turn, center: Point(x: 50, y: 50))
        let right = try #require(placing.apply(to: Point(x: 100, y: 0)))
        let left = try #require(placing.apply(to: Point(x: 0, y: 0)))
        #expect(abs(right.y - 50) < abs(left.y - 50))
        #expect(abs(right.x - 50) < 50 * 0.75)
    }

    /// For every behaviour, the offset the handler is given is the strip's, at its first rest and
    /// after a step: 0, or for groupPagingCentered the offset that centres the first group
    /// (10 + 50 - 187.5 = -127.5, shown on a whole pixel).
    @Test("the offset is the strips for every behaviour", arguments: [(OrthogonalScrollingBehavior.continuous, 0.0), (.continuousGroupLeadingBoundary, 0), (.paging, 0), (.groupPaging, 0),
                      (.groupPagingCentered, -127)])
    func theOffsetIsTheStripsForEveryBehaviour(behavior: OrthogonalScrollingBehavior, rest: Double) throws {
        let (screen, calls) = try Self.screen(behavior)
        _ = record(screen)
        #expect(calls.all.last?.offset == Point(x: rest, y: 0))
        screen.pointerMoved(to: Point(x: 180, y: 90))
        screen.scroll(key: .right, now: 1)
        for tick in 1...120 { screen.step(now: 1 + Double(tick) / 60) }
        _ = record(screen)
        let stepped = try #require(screen.orthogonalOffsets[0])
        #expect(stepped != rest)
        #expect(calls.all.last?.offset == Point(x: stepped, y: 0))
    }

    @Test("an apply calls the handler again with the offset it kept") func anApplyCallsTheHandlerAgainWithTheOffsetItKept() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let seen = Mutex<[(Point, [Int])]>([])
        section.visibleItemsInvalidationHandler = VisibleItemsInvalidationHandler { items, offset, _ in
            seen.withLock { $0.append((offset, items.map(\.indexPath.item).sorted())) }
        }
        let source = DiffableDataSource<String, Int> { _, item in CellContent(background: Color(hex: UInt32(0x100000 + item))) }
        var snapshot = source.snapshot()
        snapshot.appendSections(["strip"])
        snapshot.appendItems(Array(0..<20))
        source.apply(snapshot, animatingDifferences: false)
        let screen = try CollectionScreen(layout: CompositionalLayout(section: section), dataSource: source, size: Size(width: 375, height: 300))
        screen.pointerPressed(at: Point(x: 300, y: 50))
        for x in stride(from: 290.0, through: 100, by: -10) { screen.pointerMoved(to: Point(x: x, y: 50)) }
        screen.pointerReleased(at: Point(x: 100, y: 50))
        for tick in 1...240 { screen.step(now: Double(tick) / 60) }
        _ = record(screen)
        let kept = try #require(screen.orthogonalOffsets[0])
        let before = seen.withLock { $0.count }
        _ = record(screen)
        #expect(seen.withLock { $0.count } == before)
        snapshot.deleteItems([19])
        source.apply(snapshot, animatingDifferences: false)
        _ = record(screen)
        // Called once more for the new layout, with the offset the strip kept, not zero.
        #expect(seen.withLock { $0.count } == before + 1)
        let last = try #require(seen.withLock { $0.last })
        #expect(kept > 100)
        #expect(last.0 == Point(x: kept, y: 0))
    }
}
