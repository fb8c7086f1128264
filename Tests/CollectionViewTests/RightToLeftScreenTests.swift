import CollectionLayout
import CollectionView
import XCollectionGallery
import Testing
import TestSupport

/// A collection view in a right-to-left interface: orthogonal sections start at the right edge
/// and follow the pointer the other way to the same rests, cells' parts are mirrored, a flow
/// layout flips unless it says not to, and the direction can change while it shows.
@Suite("Right-to-left on screen: drags, rests, cells, flow layouts")
struct RightToLeftScreenTests {
    func screen(_ name: String, direction: LayoutDirection) throws -> CollectionScreen {
        let example = try #require(Gallery.example(named: name))
        return try CollectionScreen(layout: example.layout, dataSource: example.dataSource, size: phone, layoutDirection: direction)
    }

    /// paging-modes' section 3 (groupPaging, 281.25-point groups): dragged 200 points towards
    /// the right, the mirrored strip rests on group 1, at the same offset as the left-to-right
    /// one dragged 200 points towards the left.
    @Test("a drag towards the right scrolls A mirrored strip forward") func aDragTowardsTheRightScrollsAMirroredStripForward() throws {
        let y = 169.0 * 3 + 44 + 60
        let ltr = try screen("paging-modes", direction: .leftToRight), rtl = try screen("paging-modes", direction: .rightToLeft)
        let left = drag(ltr, y: y, from: 300, through: [(290, 10), (200, 100), (100, 200)], releaseAt: 300)
        let right = drag(rtl, y: y, from: 75, through: [(85, 10), (175, 100), (275, 200)], releaseAt: 300)
        #expect(left == [.settledOrthogonal(section: 3, offset: 281)])
        #expect(right == left)
        // On screen, the second group (items 2 and 3, each inset 2) starts at the right edge, as
        // it starts at the left left to right: 0.25 in, the rest rounded to the pixel.
        let second = try #require(rtl.layout.attributesForItem(at: IndexPath(item: 2, section: 3), offsets: rtl.offsets))
        #expect(second.frame.maxX == 375 - 2.25)
    }

    @Test("a drag towards the left at the start pulls past it and springs back") func aDragTowardsTheLeftAtTheStartPullsPastItAndSpringsBack() throws {
        let rtl = try screen("paging-modes", direction: .rightToLeft)
        let events = drag(rtl, y: 169.0 * 3 + 44 + 60, from: 300, through: [(290, 10), (200, 100)], releaseAt: 400)
        #expect(events == [.settledOrthogonal(section: 3, offset: 0)])
    }

    /// A settings row right to left: icon at the right, chevron at the left pointing left.
    @Test("cell parts are mirrored") func cellPartsAreMirrored() throws {
        let rtl = try screen("settings", direction: .rightToLeft), ltr = try screen("settings", direction: .leftToRight)
        let right = RecordingCanvas(), left = RecordingCanvas()
        rtl.draw(on: right, measurer: FixedWidthMeasurer())
        ltr.draw(on: left, measurer: FixedWidthMeasurer())
        let chevrons = { (canvas: RecordingCanvas) -> [[Point]] in
            canvas.operations.compactMap { if case .polyline(let points, _, _) = $0 { points } else { nil } }
        }
        let mirroredLeft = chevrons(left).map { $0.map { Point(x: 375 - $0.x, y: $0.y) } }
        #expect(!chevrons(left).isEmpty && chevrons(right) == mirroredLeft)
        // The first chevron points left: its tip is its leftmost point.
        let first = try #require(chevrons(right).first)
        #expect(first[1].x < first[0].x)
    }

    @Test("a flow layout flips unless it says not") func aFlowLayoutFlipsUnlessItSaysNot() throws {
        var flow = FlowLayout()
        flow.itemSize = Size(width: 100, height: 50)
        let source = ContentProviderDataSource(itemCounts: [3]) { _ in CellContent(background: .white) }
        let flipped = try CollectionScreen(layout: flow, dataSource: source, size: phone, layoutDirection: .rightToLeft)
        let first = try #require(flipped.layout.attributesForItem(at: IndexPath(item: 0, section: 0), offsets: flipped.offsets))
        flow.flipsHorizontallyInOppositeLayoutDirection = false
        let kept = try CollectionScreen(layout: flow, dataSource: source, size: phone, layoutDirection: .rightToLeft)
        let unflipped = try #require(kept.layout.attributesForItem(at: IndexPath(item: 0, section: 0), offsets: kept.offsets))
        #expect(first.frame.maxX == 375 - unflipped.frame.minX)
        #expect(unflipped.frame.minX < 100)
    }

    @Test("changing the direction keeps each sections offset") func changingTheDirectionKeepsEachSectionsOffset() throws {
        let paging = try screen("paging-modes", direction: .leftToRight)
        _ = drag(paging, y: 169.0 * 3 + 44 + 60, from: 300, through: [(290, 10), (200, 100), (100, 200)], releaseAt: 300)
        paging.layoutDirection = .rightToLeft
        #expect(paging.orthogonalOffsets[3] == 281)
        #expect(paging.layout.layoutDirection == .rightToLeft)
        let second = try #require(paging.layout.attributesForItem(at: IndexPath(item: 2, section: 3), offsets: paging.offsets))
        #expect(second.frame.maxX == 375 - 2.25)
    }

    /// scrollToItem puts an orthogonal item where the position says on screen: `.right` at the
    /// right edge, `.left` at the left, whichever way the section runs.
    @Test("scroll to item places items on screen", arguments: [ScrollPosition.left, .right])
    func scrollToItemPlacesItemsOnScreen(position: ScrollPosition) throws {
        let rtl = try screen("paging-modes", direction: .rightToLeft)
        let path = IndexPath(item: 6, section: 0)
        rtl.scrollToItem(at: path, at: position, animated: false)
        let item = try #require(rtl.layout.attributesForItem(at: path, offsets: rtl.offsets))
        if position == .left {
            #expect(abs(item.frame.minX) <= 1)
        } else {
            #expect(abs(item.frame.maxX - 375) <= 1)
        }
    }

    /// A layout that scrolls horizontally starts at its far end right to left, and the keys move
    /// it forward towards the left: Down and Page Down to smaller offsets, End to 0, Home back.
    @Test("keys move A horizontal layout forward to the left") func keysMoveAHorizontalLayoutForwardToTheLeft() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitems: [item])
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(section: LayoutSection(group: group), configuration: configuration)
        let source = ContentProviderDataSource(itemCounts: [30]) { _ in CellContent(background: .white) }
        let rtl = try CollectionScreen(layout: layout, dataSource: source, size: phone, layoutDirection: .rightToLeft)
        func settle(_ key: ScrollKey) -> Double {
            rtl.scroll(key: key, now: 0)
            for tick in 1...240 { rtl.step(now: Double(tick) / 60) }
            return rtl.mainOffset
        }
        #expect(rtl.mainOffset == 3000 - 375)
        let down = settle(.down)
        #expect(down < 3000 - 375)
        #expect(settle(.end) == 0)
        #expect(settle(.home) == 3000 - 375)
        rtl.scrollWheel(dx: 0, dy: 1, shift: false, at: Point(x: 100, y: 100), now: 300)
        for tick in 1...240 { rtl.step(now: 300 + Double(tick) / 60) }
        #expect(rtl.mainOffset < 3000 - 375)
    }
}
