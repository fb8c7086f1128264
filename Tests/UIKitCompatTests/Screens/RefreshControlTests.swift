import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Pull to refresh as UIKit's `UIRefreshControl`: pulled 100 points past the top (a drag through
/// the rubber band, or the wheel turned up at the top) it starts refreshing and sends
/// `.valueChanged` once; the content rests 60 points below the top until `endRefreshing()`.
@Suite(.serialized) @MainActor struct RefreshControlTests {
    final class FeedViewController: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!
        let refreshControl = UIRefreshControl()
        private(set) var refreshes = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 375, height: 80)
            layout.minimumLineSpacing = 0
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "post")
            collectionView.dataSource = self
            refreshControl.addAction(UIAction { [weak self] _ in self?.refreshes += 1 }, for: .valueChanged)
            collectionView.refreshControl = refreshControl
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "post", for: indexPath)
            cell.contentView.backgroundColor = .systemGray5
            return cell
        }
    }

    private func makeScreen() throws -> (FeedViewController, CollectionScreen) {
        let controller = FeedViewController()
        let (_, screen) = try screenUnderTest(controller, host: LayoutHost(size: Size(width: 375, height: 667)))
        screen.measureVisible()
        return (controller, screen)
    }

    /// Drags from y 100 down by `distance` in ten moves, holds still, lets go, and lets
    /// everything settle; the first move locks the drag's axis, so the content follows the
    /// other nine tenths.
    private func pull(_ screen: CollectionScreen, by distance: Double, settle: Bool = true) -> Double {
        screen.pointerPressed(at: Point(x: 180, y: 100), time: 0, now: 0)
        for step in 1...10 {
            let t = Double(step) / 60
            screen.pointerMoved(to: Point(x: 180, y: 100 + distance * Double(step) / 10), time: t * 1000, now: t)
        }
        let shown = screen.mainOffset
        screen.pointerReleased(at: Point(x: 180, y: 100 + distance), time: 400, now: 0.4)
        if settle { settleScreen(screen, from: 0.4) }
        return shown
    }

    private func settleScreen(_ screen: CollectionScreen, from start: Double) {
        for tick in 1...120 { screen.step(now: start + Double(tick) / 60) }
    }

    @Test("a pull past 100 points starts refreshing once and the content rests 60 points down until endRefreshing")
    func pullStartsRefreshing() throws {
        let (controller, screen) = try makeScreen()
        // 270 points of drag show (1 − 1/(270·0.55/667 + 1))·667 = 121 points past the top.
        let shown = pull(screen, by: 300)
        #expect(shown == -121)
        #expect(controller.refreshes == 1)
        #expect(controller.refreshControl.isRefreshing)
        #expect(screen.mainOffset == -60)
        #expect(screen.adjustedMainInsets.leading == 60)
        controller.refreshControl.endRefreshing()
        settleScreen(screen, from: 3)
        #expect(screen.mainOffset == 0)
        #expect(screen.adjustedMainInsets.leading == 0)
        #expect(controller.refreshes == 1)
    }

    /// A feed in a navigation controller whose collection view reports changes of its adjusted
    /// inset, as an app keeping a floating button clear of the refresh control would.
    final class InsetWatchingViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        final class FeedCollectionView: UICollectionView {
            var insetChanges: [CGFloat] = []
            override func adjustedContentInsetDidChange() {
                super.adjustedContentInsetDidChange()
                insetChanges.append(adjustedContentInset.top)
            }
        }

        var collectionView: FeedCollectionView!
        let refreshControl = UIRefreshControl()
        var delegateCalls = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Feed"
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 375, height: 80)
            collectionView = FeedCollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "post")
            collectionView.dataSource = self
            collectionView.delegate = self
            collectionView.refreshControl = refreshControl
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "post", for: indexPath)
        }

        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { delegateCalls += 1 }
    }

    @Test("while it refreshes, the control's 60 points are in adjustedContentInset (contentInset stays), the offset rests at minus that, and both are told")
    func refreshRoomInAdjustedContentInset() throws {
        let feed = InsetWatchingViewController()
        let (_, screen) = try screenUnderTest(UINavigationController(rootViewController: feed),
                                              host: LayoutHost(size: Size(width: 375, height: 667), safeAreaInsets: DirectionalEdgeInsets(top: 20)))
        screen.measureVisible()
        // The status bar's 20 and the bar's 44.
        #expect(feed.collectionView.adjustedContentInset.top == 64)
        _ = pull(screen, by: 300)
        #expect(feed.refreshControl.isRefreshing)
        // The view's offset follows the engine's at each frame drawn, as in the window.
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        #expect(feed.collectionView.adjustedContentInset.top == 124)
        #expect(feed.collectionView.contentInset == .zero)
        #expect(feed.collectionView.contentOffset.y == -124)
        #expect(feed.collectionView.insetChanges == [124])
        #expect(feed.delegateCalls == 1)
        feed.refreshControl.endRefreshing()
        settleScreen(screen, from: 3)
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        #expect(feed.collectionView.adjustedContentInset.top == 64)
        #expect(feed.collectionView.contentOffset.y == -64)
        #expect(feed.collectionView.insetChanges == [124, 64])
        #expect(feed.delegateCalls == 2)
    }

    @Test("a pull short of the threshold springs back and refreshes nothing")
    func shortPull() throws {
        let (controller, screen) = try makeScreen()
        // 135 points of drag show 67 past the top.
        #expect(pull(screen, by: 150) == -67)
        #expect(controller.refreshes == 0)
        #expect(!controller.refreshControl.isRefreshing)
        #expect(screen.mainOffset == 0)
    }

    @Test("four wheel notches up at the top pull 104 points and start refreshing; the pause lets go")
    func wheelPull() throws {
        let (controller, screen) = try makeScreen()
        for notch in 0..<3 { screen.scrollWheel(notches: -1, now: Double(notch) * 0.05) }
        #expect(controller.refreshes == 0)
        screen.scrollWheel(notches: -1, now: 0.15)
        // 224 points pulled show (1 − 1/(224·0.55/667 + 1))·667 = 104.4.
        #expect(screen.mainOffset == -104)
        #expect(controller.refreshes == 1)
        settleScreen(screen, from: 0.15)
        #expect(screen.mainOffset == -60)
        settleScreen(screen, from: 3)
        #expect(screen.mainOffset == -60)
    }

    @Test("wheel notches up away from the top scroll as before, and without a refresh control the top stays put")
    func wheelAwayFromTop() throws {
        let (controller, screen) = try makeScreen()
        screen.scrollWheel(notches: 3, now: 0)
        settleScreen(screen, from: 0)
        #expect(screen.mainOffset == 168)
        screen.scrollWheel(notches: -4, now: 3)
        settleScreen(screen, from: 3)
        #expect(screen.mainOffset == 0)
        #expect(controller.refreshes == 0)
        controller.collectionView.refreshControl = nil
        screen.scrollWheel(notches: -4, now: 6)
        settleScreen(screen, from: 6)
        #expect(screen.mainOffset == 0)
    }

    @Test("beginRefreshing in code tells no target and leaves the content where it is, as UIKit's")
    func beginRefreshingInCode() throws {
        let (controller, screen) = try makeScreen()
        controller.refreshControl.beginRefreshing()
        settleScreen(screen, from: 0)
        #expect(controller.refreshes == 0)
        #expect(screen.mainOffset == 0)
        #expect(screen.adjustedMainInsets.leading == 60)
        screen.setMainOffset(-60)
        #expect(screen.mainOffset == -60)
    }

    /// The spokes drawn in one frame: their midpoints.
    private func spokes(of screen: CollectionScreen) -> [Point] {
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        return canvas.operations.compactMap { operation in
            guard case .polyline(let points, _, _) = operation, points.count == 2 else { return nil }
            return Point(x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2)
        }
    }

    @Test("mid-pull a spoke shows for each whole eighth of the threshold; refreshing, all eight turn round a point 16 + 14 below the top")
    func spinnerDrawing() throws {
        let (_, screen) = try makeScreen()
        screen.pointerPressed(at: Point(x: 180, y: 100), time: 0, now: 0)
        screen.pointerMoved(to: Point(x: 180, y: 120), time: 50, now: 0.05)
        screen.pointerMoved(to: Point(x: 180, y: 220), time: 100, now: 0.1)
        // 100 points of drag past the lock show 51: four spokes of eight (51/100 of the way).
        #expect(screen.mainOffset == -51)
        #expect(spokes(of: screen).count == 4)
        screen.pointerMoved(to: Point(x: 180, y: 420), time: 200, now: 0.2)
        screen.pointerReleased(at: Point(x: 180, y: 420), time: 400, now: 0.4)
        settleScreen(screen, from: 0.4)
        let drawn = spokes(of: screen)
        #expect(drawn.count == 8)
        let centre = Point(x: drawn.map(\.x).reduce(0, +) / 8, y: drawn.map(\.y).reduce(0, +) / 8)
        #expect(abs(centre.x - 187.5) < 0.01)
        #expect(abs(centre.y - 30) < 0.01)
    }

    @Test("the control's tintColor colours every spoke; its attributed title is drawn under them")
    func tintedSpokes() throws {
        let (controller, screen) = try makeScreen()
        controller.refreshControl.tintColor = .systemRed
        controller.refreshControl.attributedTitle = NSAttributedString(string: "Looking")
        controller.refreshControl.beginRefreshing()
        settleScreen(screen, from: 0)
        screen.setMainOffset(-60)
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        let red = UIColor.systemRed.color.resolved(for: .light)
        let spokeColors = canvas.operations.compactMap { operation -> Color? in
            guard case .polyline(let points, let color, _) = operation, points.count == 2 else { return nil }
            return color
        }
        #expect(spokeColors.count == 8)
        #expect(spokeColors.allSatisfy { [$0.red, $0.green, $0.blue] == [red.red, red.green, red.blue] })
        #expect(canvas.texts.contains("Looking"))
    }

    @Test("--dump-views has the refresh control as the collection view's back subview, 60 points tall above its content, with its spinner and title, and whether it refreshes")
    func refreshControlInTheTree() throws {
        let controller = FeedViewController()
        let host = LayoutHost(size: Size(width: 375, height: 667))
        let (presentation, screen) = try screenUnderTest(controller, host: host)
        screen.measureVisible()
        controller.refreshControl.attributedTitle = NSAttributedString(string: "Looking")
        func refreshNode() throws -> ViewTreeNode {
            let tree = TextMeasurement.measuring(with: FixedWidthMeasurer()) {
                presentation.viewTree(host: host, contentOffset: Point(x: 0, y: 0), adjustedInsets: (0, 0)) { _ in "" }
            }
            func collectionView(in node: ViewTreeNode) -> ViewTreeNode? {
                node.className == "UICollectionView" ? node : node.subviews.lazy.compactMap(collectionView(in:)).first
            }
            return try #require(collectionView(in: tree)?.subviews.first)
        }
        let idle = try refreshNode()
        #expect(idle.className == "UIRefreshControl" && idle.frame == Rect(x: 0, y: -60, width: 375, height: 60))
        #expect(idle.text == "Looking" && idle.isHidden)
        #expect(idle.state == [ViewStateMember(name: "isRefreshing", json: "false")])
        #expect(idle.subviews.map(\.className) == ["UIActivityIndicatorView"] && idle.subviews.first?.frame == Rect(x: 173.5, y: 16, width: 28, height: 28))
        controller.refreshControl.beginRefreshing()
        let refreshing = try refreshNode()
        #expect(refreshing.state == [ViewStateMember(name: "isRefreshing", json: "true")] && !refreshing.isHidden)
        #expect(refreshing.subviews.first?.state == [ViewStateMember(name: "isAnimating", json: "true")])
    }
}
