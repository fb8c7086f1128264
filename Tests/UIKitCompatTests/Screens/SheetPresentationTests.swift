import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// A sheet as iOS 15 and later has it: the heights it rests at (`detents`), a grabber, the
/// dimming it leaves out, and a drag of its top area that moves it between detents or dismisses
/// it, telling the presentation controller's delegate as UIKit does.
@Suite(.serialized) @MainActor struct SheetPresentationTests {
    final class FiltersViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBlue
        }
    }

    final class ListSheetViewController: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!
        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 393, height: 44)
            layout.minimumLineSpacing = 0
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.backgroundColor = .systemBlue
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
    }

    final class HomeViewController: UIViewController, UISheetPresentationControllerDelegate {
        var heard: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemRed
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            heard.append("should dismiss")
            return refuses == false
        }
        var refuses = false
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { heard.append("will dismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { heard.append("did dismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { heard.append("attempted") }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
            heard.append("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
        }
    }

    /// An iPhone 15's screen: 393 by 852 points, the safe area's top 59 points down.
    static let host = Device.iPhone15.host(in: .portrait, traits: Traits())
    static let blue = UIColor.systemBlue.color.resolved(for: .light)

    private func presented(detents: [UISheetPresentationController.Detent], grabber: Bool = false,
                           undimmed: UISheetPresentationController.Detent.Identifier? = nil)
        throws -> (home: HomeViewController, filters: FiltersViewController, presentation: ScreenPresentation, screen: CollectionScreen) {
        let home = HomeViewController(), filters = FiltersViewController()
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: home, host: Self.host) }
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        Self.host.solving {
            let sheet = try! #require(filters.sheetPresentationController)
            sheet.detents = detents
            sheet.prefersGrabberVisible = grabber
            sheet.largestUndimmedDetentIdentifier = undimmed
            sheet.delegate = home
            home.present(filters, animated: false)
        }
        screen.step(now: 0)
        return (home, filters, presentation, screen)
    }

    private func operations(of screen: CollectionScreen) -> [RecordingCanvas.Operation] {
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        return canvas.operations
    }

    /// The sheet's fill: where it lies.
    private func sheetFrame(of screen: CollectionScreen) -> Rect? {
        operations(of: screen).compactMap { operation -> Rect? in
            guard case .fill(let rect, let color, _) = operation, color == Self.blue else { return nil }
            return rect
        }.last
    }

    /// A drag of the pointer from `from` to `to` in eight moves over `duration` seconds from `start`.
    private func drag(_ screen: CollectionScreen, from: Point, to: Point, start: Double, duration: Double) {
        screen.pointerPressed(at: from, time: start * 1000, now: start)
        for step in 1...8 {
            let f = Double(step) / 8, t = start + duration * f
            screen.pointerMoved(to: Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), time: t * 1000, now: t)
        }
        screen.pointerReleased(at: to, time: (start + duration) * 1000, now: start + duration)
    }

    private func settle(_ screen: CollectionScreen, from start: Double) {
        for tick in 1...60 { screen.step(now: start + Double(tick) / 60) }
    }

    @Test("the medium detent is half the large one's height, the grabber 36 by 5 points at its top, the screen beneath dimmed unless the detent is undimmed")
    func detents() throws {
        let large = try presented(detents: [.large()])
        // The large detent: from 10 below the safe area's top, 69, to the bottom.
        #expect(sheetFrame(of: large.screen) == Rect(x: 0, y: 69, width: 393, height: 783))
        let medium = try presented(detents: [.medium(), .large()], grabber: true)
        #expect(sheetFrame(of: medium.screen) == Rect(x: 0, y: 460.5, width: 393, height: 391.5))
        let drawn = operations(of: medium.screen)
        let grabber = UIColor.tertiaryLabel.color.resolved(for: .light)
        #expect(drawn.contains(.fill(Rect(x: 178.5, y: 465.5, width: 36, height: 5), grabber, radius: 2.5)))
        #expect(drawn.contains(.fill(Rect(x: 0, y: 0, width: 393, height: 852), Color.black.withAlpha(0.4), radius: 0)))
        #expect(!operations(of: large.screen).contains { if case .fill(_, let color, _) = $0 { color == grabber } else { false } })

        let undimmed = try presented(detents: [.medium(), .large()], undimmed: .medium)
        #expect(!operations(of: undimmed.screen).contains(.fill(Rect(x: 0, y: 0, width: 393, height: 852), Color.black.withAlpha(0.4), radius: 0)))
        let custom = try presented(detents: [.custom { context in context.maximumDetentValue * 0.25 }])
        #expect(sheetFrame(of: custom.screen) == Rect(x: 0, y: 852 - 195.75, width: 393, height: 195.75))
    }

    @Test("dragged up by its top, a medium sheet rests at the large detent and tells its delegate; a short drag down comes back to rest")
    func dragBetweenDetents() throws {
        let (home, filters, _, screen) = try presented(detents: [.medium(), .large()])
        drag(screen, from: Point(x: 196, y: 480), to: Point(x: 196, y: 100), start: 1, duration: 0.4)
        settle(screen, from: 1.4)
        #expect(filters.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(home.heard == ["detent com.apple.UIKit.large"])
        #expect(sheetFrame(of: screen) == Rect(x: 0, y: 69, width: 393, height: 783))

        // 40 points down and let go slowly: back to the large detent, no dismissal asked.
        drag(screen, from: Point(x: 196, y: 90), to: Point(x: 196, y: 130), start: 3, duration: 1)
        #expect(sheetFrame(of: screen)?.minY ?? 0 > 69, "it followed the pointer")
        settle(screen, from: 4)
        #expect(sheetFrame(of: screen) == Rect(x: 0, y: 69, width: 393, height: 783))
        #expect(home.heard == ["detent com.apple.UIKit.large"])
    }

    @Test("dragged down past its smallest detent and let go, the sheet is dismissed: should and will dismiss as the drag goes there, did dismiss once it is gone")
    func dragDismisses() throws {
        let (home, filters, presentation, screen) = try presented(detents: [.medium(), .large()])
        drag(screen, from: Point(x: 196, y: 480), to: Point(x: 196, y: 800), start: 1, duration: 0.3)
        #expect(home.heard == ["should dismiss", "will dismiss"])
        #expect(home.presentedViewController == nil || filters.isBeingDismissed)
        settle(screen, from: 1.3)
        #expect(home.heard == ["should dismiss", "will dismiss", "did dismiss"])
        #expect(home.presentedViewController == nil)
        #expect(presentation.topView === home.view)
    }

    @Test("a sheet that refuses — isModalInPresentation, or a delegate answering false — resists, tells its delegate of the attempt, and comes back", arguments: [true, false])
    func refusingSheetStays(modal: Bool) throws {
        let (home, filters, _, screen) = try presented(detents: [.large()])
        if modal { filters.isModalInPresentation = true } else { home.refuses = true }
        screen.pointerPressed(at: Point(x: 196, y: 90), time: 1000, now: 1)
        for step in 1...8 { screen.pointerMoved(to: Point(x: 196, y: 90 + 30 * Double(step)), time: 1000 + 50 * Double(step), now: 1 + 0.05 * Double(step)) }
        // 240 points down, a third of them shown.
        #expect(sheetFrame(of: screen) == Rect(x: 0, y: 69 + 80, width: 393, height: 783))
        screen.pointerReleased(at: Point(x: 196, y: 330), time: 1450, now: 1.45)
        settle(screen, from: 1.45)
        #expect(home.heard == (modal ? ["attempted"] : ["should dismiss", "attempted"]))
        #expect(home.presentedViewController === filters)
        #expect(sheetFrame(of: screen) == Rect(x: 0, y: 69, width: 393, height: 783))
    }

    @Test("Escape dismisses a sheet as a drag would — asked first, told after — and leaves a refusing one, telling its delegate of the attempt")
    func escapeAsksFirst() throws {
        let (home, filters, _, screen) = try presented(detents: [.medium()])
        filters.isModalInPresentation = true
        #expect(screen.goBack())
        #expect(home.heard == ["attempted"])
        #expect(home.presentedViewController === filters)
        filters.isModalInPresentation = false
        #expect(screen.goBack())
        settle(screen, from: 1)
        #expect(home.heard == ["attempted", "should dismiss", "will dismiss", "did dismiss"])
        #expect(home.presentedViewController == nil)
    }

    @Test("a drag down the sheet's list from its top moves the sheet, not the list; let go near, it comes back; thrown, it is dismissed")
    func contentPullMovesTheSheet() throws {
        let home = HomeViewController(), list = ListSheetViewController()
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: home, host: Self.host) }
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        Self.host.solving {
            list.sheetPresentationController?.delegate = home
            home.present(list, animated: false)
        }
        screen.step(now: 0)
        screen.measureVisible()
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        // Slowly down by 120 points and held: the sheet follows, the list stays at its top.
        screen.pointerPressed(at: Point(x: 196, y: 400), time: 1000, now: 1)
        for step in 1...6 { screen.pointerMoved(to: Point(x: 196, y: 400 + 20 * Double(step)), time: 1000 + 100 * Double(step), now: 1 + 0.1 * Double(step)) }
        // Locked as a drag at the first move, 20 points down; it follows the pointer from there.
        #expect(abs(presentation.topOrigin.y - (69 + 100)) < 1e-9, "the sheet moved down with the pointer: \(presentation.topOrigin.y)")
        #expect(Self.host.solving { list.collectionView.contentOffset.y } <= 0)
        #expect(home.heard == ["should dismiss", "will dismiss"])
        screen.pointerMoved(to: Point(x: 196, y: 520), time: 1900, now: 1.9)
        screen.pointerReleased(at: Point(x: 196, y: 520), time: 2000, now: 2)
        settle(screen, from: 2)
        #expect(home.presentedViewController === list, "let go slowly, not far enough: it stays")
        #expect(presentation.topOrigin.y == 69)

        // Thrown down: dismissed.
        drag(screen, from: Point(x: 196, y: 400), to: Point(x: 196, y: 700), start: 3, duration: 0.15)
        settle(screen, from: 3.15)
        #expect(home.presentedViewController == nil)
        #expect(home.heard.suffix(3) == ["should dismiss", "will dismiss", "did dismiss"])
    }

    @Test("keys reach a field under a sheet only while the sheet leaves it undimmed: a dimming sheet takes them from it, an undimmed detent lets them through")
    func typingUnderASheet() throws {
        for (undimmed, reaches) in [(UISheetPresentationController.Detent.Identifier?.none, false), (.medium, true)] {
            let (home, _, presentation, _) = try presented(detents: [.medium(), .large()], undimmed: undimmed)
            let field = UITextField(frame: CGRect(x: 20, y: 80, width: 300, height: 34))
            Self.host.solving {
                home.view.addSubview(field)
                #expect(field.becomeFirstResponder())
                #expect(presentation.typeText("Lis") == reaches)
                #expect(field.text == (reaches ? "Lis" : ""), "undimmed: \(String(describing: undimmed))")
                #expect(presentation.isEditingText == reaches)
                field.resignFirstResponder()
            }
        }
    }
}
