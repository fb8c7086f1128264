import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Presented screens are drawn: a page sheet 10 points below the status bar with its top corners
/// rounded, over the screen beneath dimmed; a full-screen one over all of it. A collection view in
/// the presented screen is the one the engine shows, placed in the sheet; Escape dismisses it.
@Suite(.serialized) @MainActor struct PresentedScreenTests {
    final class ListViewController: UICollectionViewController {
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 375, height: 50)
            layout.minimumLineSpacing = 0
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Pick"
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .systemTeal : .systemYellow
            return cell
        }
    }

    // An iPhone SE's screen: a 20-point status bar, no home indicator.
    static let host = Device.iPhoneSE3.host(in: .portrait, traits: Traits())

    private func show(_ root: UIViewController) throws -> (ScreenPresentation, CollectionScreen) {
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: root, host: Self.host) }
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        return (presentation, screen)
    }

    @Test("a sheet with a list lies 10 points below the status bar, rounded at the top, over the screen beneath dimmed")
    func sheetIsDrawn() throws {
        let root = UIViewController()
        root.view.backgroundColor = .systemRed
        let (presentation, _) = try show(root)
        Self.host.solving {
            root.present(UINavigationController(rootViewController: ListViewController()), animated: true)
            presentation.finishTransitions()
        }
        #expect(presentation.collectionViewFrame == CGRect(x: 0, y: 30, width: 375, height: 637))
        // The sheet's own navigation bar, with no status bar above it: 44 points.
        #expect(presentation.collectionView?.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        screen.measureVisible()
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        let fills = canvas.operations.compactMap { operation -> (Rect, Color)? in
            guard case .fill(let rect, let color, _) = operation else { return nil }
            return (rect, color)
        }
        // The first row just under the sheet's bar: 30 + 44.
        let teal = UIColor.systemTeal.color.resolved(for: .light)
        #expect(fills.contains { $0.0 == Rect(x: 0, y: 74, width: 375, height: 50) && $0.1 == teal })
        // The screen beneath, then the dimming over the whole screen.
        let red = UIColor.systemRed.color.resolved(for: .light)
        let redIndex = try #require(fills.firstIndex { $0.1 == red })
        let dimIndex = try #require(fills.firstIndex { $0.0 == Rect(x: 0, y: 0, width: 375, height: 667) && $0.1 == Color.black.withAlpha(0.4) })
        #expect(redIndex < dimIndex)
        #expect(canvas.operations.contains(.pushClip(Rect(x: 0, y: 30, width: 375, height: 637))))
    }

    @Test("a full-screen presentation covers the screen, nothing dimmed; Escape dismisses it and the root shows again")
    func fullScreenAndEscape() throws {
        let root = UIViewController()
        root.view.backgroundColor = .systemRed
        let (presentation, _) = try show(root)
        let cover = UIViewController()
        cover.view.backgroundColor = .systemBlue
        cover.modalPresentationStyle = .fullScreen
        Self.host.solving {
            root.present(cover, animated: true)
            presentation.finishTransitions()
        }
        // The window shows the screen on top anew, as it does after a push.
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        let colors = canvas.operations.compactMap { operation -> Color? in
            guard case .fill(_, let color, _) = operation else { return nil }
            return color
        }
        #expect(colors.contains(UIColor.systemBlue.color.resolved(for: .light)))
        #expect(!colors.contains(UIColor.systemRed.color.resolved(for: .light)))
        #expect(!colors.contains(Color.black.withAlpha(0.4)))
        #expect(screen.goBack())
        #expect(root.presentedViewController === cover, "still falling")
        Self.host.solving { presentation.finishTransitions() }
        #expect(root.presentedViewController == nil)
        #expect(presentation.topView === root.view)
    }

    @Test("a click beside a sheet does nothing; a Done button inside a presented navigation controller dismisses it")
    func clicksOnSheets() throws {
        final class Sheet: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [unowned self] _ in
                    dismiss(animated: true)
                })
            }
        }
        let root = UIViewController()
        let (presentation, _) = try show(root)
        Self.host.solving {
            root.present(UINavigationController(rootViewController: Sheet()), animated: true)
            presentation.finishTransitions()
        }
        #expect(presentation.click(at: Point(x: 200, y: 10), host: Self.host))
        #expect(root.presentedViewController != nil)
        // The Done button sits at the trailing end of the sheet's bar: 30 to 74 down.
        #expect(presentation.click(at: Point(x: 345, y: 52), host: Self.host))
        Self.host.solving { presentation.finishTransitions() }
        #expect(root.presentedViewController == nil)
    }
}
