import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// A drag of a screen's collection view reaches its delegate as UIKit's scroll view tells it:
/// will begin, will end with the velocity and a target the delegate may move (a custom snap),
/// did end with whether it decelerates, then did end decelerating where it came to rest.
@Suite(.serialized) @MainActor struct ScrollDragDelegateTests {
    final class SnappingViewController: UICollectionViewController {
        private(set) var log: [String] = []

        init() {
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 200 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item)"
            cell.contentConfiguration = content
            return cell
        }

        override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            log.append("begin dragging=\(scrollView.isDragging)")
        }

        override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                                targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            log.append("will end up=\(velocity.y > 0)")
            // Rest on a whole multiple of 500 points, as a custom pager would.
            targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 500).rounded() * 500
        }

        override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            log.append("did end decelerate=\(decelerate) dragging=\(scrollView.isDragging) decelerating=\(scrollView.isDecelerating)")
        }

        override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            log.append("rested at \(Int(scrollView.contentOffset.y)) decelerating=\(scrollView.isDecelerating)")
        }
    }

    static let host = Device.iPhone15.host(in: .portrait, traits: Traits())

    @Test("a fling up is told in UIKit's order and rests where the delegate's target says")
    func flingIsToldAndSnapped() throws {
        let controller = SnappingViewController()
        let screen = try screenUnderTest(controller, host: Self.host).screen
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        // A quick drag up of 300 points in 120 ms, let go while moving.
        screen.pointerPressed(at: Point(x: 200, y: 700), time: 0, now: 0)
        for step in 1...6 {
            let t = Double(step) * 0.02
            screen.pointerMoved(to: Point(x: 200, y: 700 - 50 * Double(step)), time: t * 1000, now: t)
        }
        screen.pointerReleased(at: Point(x: 200, y: 400), time: 120, now: 0.12)
        for tick in 1...240 { screen.step(now: 0.12 + Double(tick) / 60) }
        #expect(controller.log.count == 4, "\(controller.log)")
        #expect(controller.log.first == "begin dragging=true")
        #expect(controller.log.dropFirst().first == "will end up=true")
        #expect(controller.log.dropFirst(2).first == "did end decelerate=true dragging=false decelerating=true")
        let rest = try #require(controller.log.last)
        #expect(rest.hasPrefix("rested at ") && rest.hasSuffix(" decelerating=false"))
        let restedAt = try #require(Int(rest.split(separator: " ")[2]))
        #expect(restedAt % 500 == 0 && restedAt > 0, "\(rest)")
        #expect(Int(screen.mainOffset) == restedAt)
    }
}
