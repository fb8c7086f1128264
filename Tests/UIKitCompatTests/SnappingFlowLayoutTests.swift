import CollectionLayout
import CollectionView
import Testing
import UIKitCompat

/// A horizontal flow layout subclass that snaps a card to the centre through
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, as carousels in iOS
/// apps are written, scrolled by drags and the wheel on a collection screen.
@MainActor @Suite struct SnappingFlowLayoutTests {
    final class CenteringLayout: UICollectionViewFlowLayout {
        var asked: [(proposed: CGPoint, velocity: CGPoint, offset: CGPoint)] = []

        override func prepare() {
            super.prepare()
            scrollDirection = .horizontal
            itemSize = CGSize(width: 200, height: 300)
            minimumLineSpacing = 20
            let side = ((collectionView?.bounds.width ?? 0) - 200) / 2
            sectionInset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }

        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                          withScrollingVelocity velocity: CGPoint) -> CGPoint {
            asked.append((proposedContentOffset, velocity, collectionView?.contentOffset ?? .zero))
            guard let collectionView else { return proposedContentOffset }
            let half = collectionView.bounds.width / 2
            let rect = CGRect(x: proposedContentOffset.x - half, y: 0, width: collectionView.bounds.width * 2, height: collectionView.bounds.height)
            let cells = (layoutAttributesForElements(in: rect) ?? []).filter { $0.representedElementCategory == .cell }
            guard let nearest = cells.min(by: { abs($0.center.x - proposedContentOffset.x - half) < abs($1.center.x - proposedContentOffset.x - half) })
            else { return proposedContentOffset }
            return CGPoint(x: nearest.center.x - half, y: proposedContentOffset.y)
        }
    }

    private func screen(_ layout: CenteringLayout) throws -> (CollectionScreen, UICollectionView) {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        let data = ContentProviderDataSource(itemCounts: [20]) { _ in CellContent() }
        return (try CollectionScreen(layout: layout.collectionViewLayout, dataSource: data, size: Size(width: 300, height: 400)), view)
    }

    private func settle(_ screen: CollectionScreen, from start: Double) -> [CollectionEvent] {
        var events: [CollectionEvent] = []
        screen.onEvent = { events.append($0) }
        for tick in 1...600 {
            screen.step(now: start + Double(tick) / 60)
            screen.measureVisible()
        }
        return events
    }

    @Test("card k rests centred at offset 220k: a slow drag of 150 to card 1, a flick on to the card nearest its proposal, then a wheel notch")
    func restsAreCentredCards() throws {
        let layout = CenteringLayout()
        let (screen, view) = try screen(layout)
        // Cards 200 wide, 20 apart, the first 50 from the left: card k's centre is 150 + 220k.
        screen.pointerPressed(at: Point(x: 250, y: 200), time: 0, now: 0)
        screen.pointerMoved(to: Point(x: 230, y: 200), time: 50, now: 0.05)
        screen.pointerMoved(to: Point(x: 80, y: 200), time: 150, now: 0.15)
        screen.pointerMoved(to: Point(x: 80, y: 200), time: 250, now: 0.25)
        screen.pointerReleased(at: Point(x: 80, y: 200), time: 300, now: 0.3)
        #expect(settle(screen, from: 0.3).last == .settledMain(offset: 220))
        #expect(layout.asked.last?.proposed == CGPoint(x: 150, y: 0))
        #expect(layout.asked.last?.offset == CGPoint(x: 150, y: 0))

        screen.pointerPressed(at: Point(x: 250, y: 200), time: 1000, now: 1)
        for step in 1...4 {
            screen.pointerMoved(to: Point(x: 250 - Double(step) * 30, y: 200), time: 1000 + Double(step) * 10, now: 1 + Double(step) / 100)
        }
        screen.pointerReleased(at: Point(x: 130, y: 200), time: 1040, now: 1.04)
        let flick = settle(screen, from: 1.04)
        let asked = try #require(layout.asked.last)
        #expect(abs(asked.velocity.x - 3) < 0.01)
        let card = ((asked.proposed.x) / 220).rounded()
        #expect(flick.last == .settledMain(offset: card * 220))
        #expect(card > 2)

        screen.scrollWheel(notches: 1, now: 20)
        #expect(settle(screen, from: 20) == [.settledMain(offset: (card + 0) * 220)])
        withExtendedLifetime(view) {}
    }
}
