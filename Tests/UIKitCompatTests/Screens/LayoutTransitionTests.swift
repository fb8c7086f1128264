import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// `setCollectionViewLayout(_:animated:completion:)` on a screen, as UIKit animates it: each
/// cell slides from its frame under the old layout to its frame under the new one, on the curve
/// and duration of an animated batch update, and the completion runs once, when it is over.
@Suite(.serialized) @MainActor struct LayoutTransitionTests {
    final class AlbumsViewController: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.gridLayout())
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.contentInsetAdjustmentBehavior = .never
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "album")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }

        static func gridLayout() -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            return layout
        }

        static func listLayout() -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 375, height: 44)
            layout.minimumLineSpacing = 0
            return layout
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "album", for: indexPath)
            cell.contentView.backgroundColor = Self.color(of: indexPath.item)
            return cell
        }

        /// A colour of each album's own, by which its fill is found in a drawn frame.
        static func color(of item: Int) -> UIColor {
            UIColor(red: CGFloat(item + 1) / 255, green: 0.5, blue: 0.25, alpha: 1)
        }
    }

    static let host = Device.iPhoneSE3.host(in: .portrait, traits: Traits())

    /// Where each of the first albums is filled in one drawn frame, by item.
    private func albumFrames(of screen: CollectionScreen, items: Range<Int> = 0..<8) -> [Int: Rect] {
        screen.measureVisible()
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        var frames: [Int: Rect] = [:]
        for operation in canvas.operations {
            guard case .fill(let rect, let color, _) = operation else { continue }
            for item in items where color == AlbumsViewController.color(of: item).color.resolved(for: .light) { frames[item] = rect }
        }
        return frames
    }

    /// The frames the screen shows with `layout` set without animation.
    private func frames(under layout: UICollectionViewFlowLayout) throws -> [Int: Rect] {
        let albums = AlbumsViewController()
        let (_, screen) = try screenUnderTest(albums, host: Self.host)
        Self.host.solving { albums.collectionView.setCollectionViewLayout(layout, animated: false) }
        screen.step(now: 0)
        return albumFrames(of: screen)
    }

    @Test("animated: each album slides from its grid frame to its list frame over 0.3 s on the ease-in-ease-out curve, starting and ending exactly there; the completion runs once, at the end")
    func animatedChange() throws {
        let grid = try frames(under: AlbumsViewController.gridLayout())
        let list = try frames(under: AlbumsViewController.listLayout())
        #expect(grid[1] == Rect(x: 137.5, y: 0, width: 100, height: 100))
        #expect(list[1] == Rect(x: 0, y: 44, width: 375, height: 44))

        let albums = AlbumsViewController()
        let (_, screen) = try screenUnderTest(albums, host: Self.host)
        screen.step(now: 0)
        #expect(albumFrames(of: screen) == grid)
        var finished: [Bool] = []
        Self.host.solving { albums.collectionView.setCollectionViewLayout(AlbumsViewController.listLayout(), animated: true) { finished.append($0) } }
        screen.step(now: 10)
        #expect(albumFrames(of: screen) == grid, "the first frame of the movement shows the grid")
        #expect(screen.isAnimating)

        screen.step(now: 10.1)
        // Frames in flight are on whole points, as the engine's scrolling is.
        let progress = AnimationCurve.easeInEaseOut.progress(at: (10.1 - 10) / 0.3)
        let inFlight = albumFrames(of: screen)
        for item in 0..<8 {
            guard let from = grid[item], let to = list[item] else { continue }
            func mix(_ a: Double, _ b: Double) -> Double { a == b ? a : (a + (b - a) * progress + 0.5).rounded(.down) }
            #expect(inFlight[item] == Rect(x: mix(from.minX, to.minX), y: mix(from.minY, to.minY),
                                          width: mix(from.width, to.width), height: mix(from.height, to.height)), "album \(item)")
        }
        #expect(inFlight[1] != grid[1] && inFlight[1] != list[1])
        #expect(finished.isEmpty, "the completion waits for the movement")

        screen.step(now: 10.3)
        #expect(albumFrames(of: screen) == list)
        #expect(finished == [true])
        screen.step(now: 11)
        #expect(finished == [true])
        #expect(!screen.isAnimating)
    }

    @Test("not animated: the next frame shows the new layout, and the completion has run by then")
    func changeAtOnce() throws {
        let list = try frames(under: AlbumsViewController.listLayout())
        let albums = AlbumsViewController()
        let (_, screen) = try screenUnderTest(albums, host: Self.host)
        screen.step(now: 0)
        var finished: [Bool] = []
        Self.host.solving { albums.collectionView.setCollectionViewLayout(AlbumsViewController.listLayout(), animated: false) { finished.append($0) } }
        screen.step(now: 1)
        #expect(albumFrames(of: screen) == list)
        #expect(finished == [true])
    }

    /// A list that keeps the fifth row at the top when it takes over, as apps keep a place.
    final class KeepingListLayout: UICollectionViewFlowLayout {
        var proposals: [CGPoint] = []
        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            proposals.append(proposedContentOffset)
            return CGPoint(x: 0, y: 176)
        }
    }

    @Test("the new layout is asked targetContentOffset(forProposedContentOffset:) with the offset kept, and the view rests where it answers")
    func newLayoutPlacesTheOffset() throws {
        let albums = AlbumsViewController()
        let (_, screen) = try screenUnderTest(albums, host: Self.host)
        screen.step(now: 0)
        let keeping = KeepingListLayout()
        keeping.itemSize = CGSize(width: 375, height: 44)
        keeping.minimumLineSpacing = 0
        Self.host.solving { albums.collectionView.setCollectionViewLayout(keeping, animated: true) }
        screen.step(now: 1)
        #expect(keeping.proposals == [CGPoint(x: 0, y: 0)])
        screen.step(now: 2)
        #expect(albumFrames(of: screen, items: 4..<5)[4] == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(Self.host.solving { albums.collectionView.contentOffset } == CGPoint(x: 0, y: 176))
    }
}
