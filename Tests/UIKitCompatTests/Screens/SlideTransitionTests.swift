import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// An animated push or pop on screen slides as UINavigationController's: 0.35 s, the new screen in
/// from the trailing edge over the old one moving a third as far; not animated, or before the
/// screen is shown, it is shown at once.
@Suite(.serialized) @MainActor struct SlideTransitionTests {
    final class ColorViewController: UIViewController {
        let color: UIColor
        init(_ color: UIColor) {
            self.color = color
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
        }
    }

    static let host = LayoutHost(size: Size(width: 400, height: 600))

    private func blueFills(on screen: CollectionScreen) -> [Rect] {
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        let blue = UIColor.systemBlue.color.resolved(for: .light)
        return canvas.operations.compactMap { operation -> Rect? in
            guard case .fill(let rect, let color, _) = operation, color == blue else { return nil }
            return rect
        }
    }

    @Test("a push slides in over 0.35 s along its curve, the screen beneath moving 0.3 of the width; then it is over")
    func pushSlides() throws {
        let navigation = UINavigationController(rootViewController: ColorViewController(.systemRed))
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: navigation, host: Self.host) }
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        Self.host.solving { navigation.pushViewController(ColorViewController(.systemBlue), animated: true) }
        #expect(screen.isAnimating)
        screen.step(now: 0)
        #expect(blueFills(on: screen).contains(Rect(x: 400, y: 0, width: 400, height: 600)))
        screen.step(now: 0.175)
        let progress = SlideTransition.curve.progress(at: 0.5)
        let slide = try #require(presentation.slide)
        #expect(slide.offsets.coming == 400 * (1 - progress))
        #expect(slide.offsets.leaving == -0.3 * 400 * progress)
        #expect(blueFills(on: screen).contains(Rect(x: 400 * (1 - progress), y: 0, width: 400, height: 600)))
        screen.step(now: 0.36)
        #expect(presentation.slide == nil)
        #expect(!screen.isAnimating)
    }

    @Test("a pop slides the other way, the screen beneath coming back from -0.3 of the width")
    func popSlides() throws {
        let navigation = UINavigationController(rootViewController: ColorViewController(.systemBlue))
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: navigation, host: Self.host) }
        Self.host.solving { navigation.pushViewController(ColorViewController(.systemRed), animated: false) }
        #expect(presentation.slide == nil)
        Self.host.solving { _ = navigation.popViewController(animated: true) }
        var slide = try #require(presentation.slide)
        #expect(!slide.isPush)
        _ = slide.step(now: 0)
        #expect(slide.offsets.coming == -120)
        #expect(slide.offsets.leaving == 0)
        let goesOn = slide.step(now: 0.35)
        #expect(!goesOn)
        #expect(slide.offsets.coming == 0 && slide.offsets.leaving == 400)
    }

    @Test("a push made while the screen is being made shows at once")
    func pushBeforeShownDoesNotSlide() {
        let navigation = UINavigationController(rootViewController: ColorViewController(.systemRed))
        navigation.pushViewController(ColorViewController(.systemBlue), animated: true)
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: navigation, host: Self.host) }
        #expect(presentation.slide == nil)
    }
}

extension SlideTransitionTests {
    /// A grid of coloured cells, counting each time its data source makes a cell.
    final class CountingGridController: UICollectionViewController {
        var cellsMade = 0

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 90, height: 90)
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Grid"
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            cellsMade += 1
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.contentView.backgroundColor = .systemTeal
            return cell
        }
    }

    @Test("while a push slides over the whole grid, the grid's own frame is not drawn beneath it: its cells are not asked for again each frame")
    func slideCoversTheCollectionView() throws {
        let grid = CountingGridController()
        let navigation = UINavigationController(rootViewController: grid)
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: navigation, host: Self.host) }
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        _ = screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        #expect(grid.cellsMade > 0)
        #expect(!presentation.coversCollectionView)
        Self.host.solving { navigation.pushViewController(ColorViewController(.systemBlue), animated: true) }
        screen.step(now: 0)
        #expect(presentation.coversCollectionView)
        _ = screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        let afterFirstFrame = grid.cellsMade
        for now in [0.05, 0.1, 0.15, 0.2, 0.25, 0.3] {
            screen.step(now: now)
            #expect(!blueFills(on: screen).isEmpty)
        }
        #expect(grid.cellsMade == afterFirstFrame)
        screen.step(now: 0.36)
        #expect(presentation.slide == nil && !presentation.coversCollectionView)
    }
}
