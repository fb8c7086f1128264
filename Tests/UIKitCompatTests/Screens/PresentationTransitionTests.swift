import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// An animated presentation on screen rises from the bottom edge over 0.5 s under a dimming that
/// comes up with it, and a dismissal falls the same way; `viewDidAppear`, `viewDidDisappear` and
/// the completions wait until it is over, as in UIKit. A push or a pop cross-fades the bar's title
/// and buttons as the screens slide.
@Suite(.serialized) @MainActor struct PresentationTransitionTests {
    final class RecordingController: UIViewController {
        let name: String
        let color: UIColor
        var log: (String) -> Void = { _ in }
        init(_ name: String, color: UIColor) {
            self.name = name
            self.color = color
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log("\(name).viewWillAppear")
        }
        var didAppearAnimated: Bool?
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            didAppearAnimated = animated
            log("\(name).viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log("\(name).viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log("\(name).viewDidDisappear")
        }
    }

    static let host = LayoutHost(size: Size(width: 400, height: 600), safeAreaInsets: DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))

    private func fills(of screen: CollectionScreen, in color: Color) -> [Rect] {
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        return canvas.operations.compactMap { operation -> Rect? in
            guard case .fill(let rect, let fill, _) = operation, fill == color else { return nil }
            return rect
        }
    }

    private func dimmings(of screen: CollectionScreen) -> [Double] {
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        return canvas.operations.compactMap { operation -> Double? in
            guard case .fill(let rect, let fill, _) = operation, rect == Rect(x: 0, y: 0, width: 400, height: 600),
                  fill.red == 0, fill.green == 0, fill.blue == 0 else { return nil }
            return fill.alpha
        }
    }

    @Test("a sheet rises from the bottom edge along its curve under the dimming coming up; did appear and the completion come after")
    func sheetRises() throws {
        var calls: [String] = []
        let root = RecordingController("root", color: .systemRed), sheet = RecordingController("sheet", color: .systemBlue)
        root.log = { calls.append($0) }
        sheet.log = { calls.append($0) }
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: root, host: Self.host) }
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        calls.removeAll()
        Self.host.solving { root.present(sheet, animated: true) { calls.append("completion") } }
        // The model is in place at once: the sheet is the screen on top, 10 points below the safe area's top.
        #expect(presentation.topView === sheet.view && root.presentedViewController === sheet)
        #expect(calls == ["sheet.viewWillAppear"])
        #expect(screen.isAnimating)
        let blue = UIColor.systemBlue.color.resolved(for: .light)
        screen.step(now: 0)
        #expect(fills(of: screen, in: blue).contains(Rect(x: 0, y: 600, width: 400, height: 570)), "out of sight below the bottom edge")
        #expect(dimmings(of: screen) == [0])
        screen.step(now: 0.25)
        let shown = PresentationTransition.curve.progress(at: 0.5)
        #expect(fills(of: screen, in: blue).contains(Rect(x: 0, y: 30 + (1 - shown) * 570, width: 400, height: 570)))
        #expect(dimmings(of: screen) == [0.4 * shown])
        #expect(calls == ["sheet.viewWillAppear"], "did appear waits until the sheet is in place")
        screen.step(now: 0.5)
        #expect(calls == ["sheet.viewWillAppear", "sheet.viewDidAppear", "completion"])
        #expect(sheet.didAppearAnimated == true)
        #expect(presentation.presentationTransition == nil && !screen.isAnimating)
        #expect(fills(of: screen, in: blue).contains(Rect(x: 0, y: 30, width: 400, height: 570)))
        #expect(dimmings(of: screen) == [0.4])
    }

    @Test("a third sheet starts rising over two as the screen showed them at rest: the same picture beneath, then its own dimming at nothing")
    func thirdSheetRisesOverTwo() throws {
        let root = RecordingController("root", color: .systemRed)
        let first = RecordingController("first", color: .systemBlue), second = RecordingController("second", color: .systemGreen)
        let third = RecordingController("third", color: .systemOrange)
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: root, host: Self.host) }
        Self.host.solving {
            root.present(first, animated: false)
            first.present(second, animated: false)
        }
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        func operations() -> [RecordingCanvas.Operation] {
            let canvas = RecordingCanvas()
            screen.draw(on: canvas, measurer: FixedWidthMeasurer())
            return canvas.operations
        }
        screen.step(now: 0)
        let resting = operations()
        Self.host.solving { second.present(third, animated: true) }
        screen.step(now: 1)
        let rising = operations()
        // At rest the engine fills the screen's background first; a moving presentation covers
        // the collection view's frame and draws without it. Then the same picture, then the
        // third sheet's dimming at nothing.
        let beneath = Array(resting.dropFirst())
        #expect(Array(rising.prefix(beneath.count)) == beneath)
        #expect(rising.dropFirst(beneath.count).first == .fill(Rect(x: 0, y: 0, width: 400, height: 600), Color.black.withAlpha(0), radius: 0))
    }

    @Test("a full-screen cover rises over the presenter, which did disappear after the cover did appear; dismissed, it falls and the presenter comes back")
    func fullScreenRisesAndFalls() throws {
        var calls: [String] = []
        let root = RecordingController("root", color: .systemRed), cover = RecordingController("cover", color: .systemBlue)
        cover.modalPresentationStyle = .fullScreen
        root.log = { calls.append($0) }
        cover.log = { calls.append($0) }
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: root, host: Self.host) }
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        calls.removeAll()
        Self.host.solving { root.present(cover, animated: true) }
        screen.step(now: 0)
        screen.step(now: 0.25)
        let blue = UIColor.systemBlue.color.resolved(for: .light), red = UIColor.systemRed.color.resolved(for: .light)
        let shown = PresentationTransition.curve.progress(at: 0.5)
        #expect(fills(of: screen, in: blue).contains(Rect(x: 0, y: (1 - shown) * 600, width: 400, height: 600)))
        #expect(!fills(of: screen, in: red).isEmpty, "the presenter shows above the rising cover")
        #expect(dimmings(of: screen).isEmpty, "a full-screen cover dims nothing")
        screen.step(now: 0.5)
        #expect(calls == ["root.viewWillDisappear", "cover.viewWillAppear", "cover.viewDidAppear", "root.viewDidDisappear"])

        calls.removeAll()
        var dismissed = false
        Self.host.solving { cover.dismiss(animated: true) { dismissed = true } }
        #expect(presentation.topView === root.view, "the presenter is on top at once")
        #expect(root.presentedViewController === cover && cover.isBeingDismissed && !dismissed)
        screen.step(now: 1)
        screen.step(now: 1.25)
        #expect(fills(of: screen, in: blue).contains(Rect(x: 0, y: shown * 600, width: 400, height: 600)))
        #expect(calls == ["root.viewWillAppear", "cover.viewWillDisappear"])
        screen.step(now: 1.5)
        #expect(calls == ["root.viewWillAppear", "cover.viewWillDisappear", "cover.viewDidDisappear", "root.viewDidAppear"])
        #expect(dismissed && root.presentedViewController == nil && cover.presentingViewController == nil)
        #expect(fills(of: screen, in: blue).isEmpty)
    }

    @Test("a presentation made while another rises ends the first at once; not animated, it is in place with did appear at once")
    func overlappingAndImmediate() {
        var calls: [String] = []
        let root = RecordingController("root", color: .systemRed)
        let first = RecordingController("first", color: .systemBlue), second = RecordingController("second", color: .systemGreen)
        first.log = { calls.append($0) }
        second.log = { calls.append($0) }
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: root, host: Self.host) }
        Self.host.solving {
            root.present(first, animated: true)
            first.present(second, animated: true)
        }
        #expect(calls == ["first.viewWillAppear", "first.viewDidAppear", "second.viewWillAppear"])
        #expect(presentation.presentedLayers.count == 2)
        Self.host.solving {
            presentation.finishTransitions()
            second.dismiss(animated: false)
        }
        #expect(calls.suffix(3) == ["second.viewDidAppear", "second.viewWillDisappear", "second.viewDidDisappear"])
        #expect(presentation.presentationTransition == nil)
    }

    @Test("a cross-dissolving sheet fades in at its place under the dimming coming up, and out when dismissed")
    func crossDissolve() throws {
        let root = RecordingController("root", color: .systemRed), sheet = RecordingController("sheet", color: .systemBlue)
        sheet.modalTransitionStyle = .crossDissolve
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: root, host: Self.host) }
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        let blue = UIColor.systemBlue.color.resolved(for: .light)
        func operations() -> [RecordingCanvas.Operation] {
            let canvas = RecordingCanvas()
            screen.draw(on: canvas, measurer: FixedWidthMeasurer())
            return canvas.operations
        }
        Self.host.solving { root.present(sheet, animated: true) }
        screen.step(now: 0)
        screen.step(now: 0.25)
        let shown = PresentationTransition.curve.progress(at: 0.5)
        let drawn = operations()
        let layer = try #require(drawn.firstIndex(of: .beginLayer(Rect(x: 0, y: 0, width: 400, height: 600), opacity: shown)))
        let sheetFill = try #require(drawn.firstIndex(of: .fill(Rect(x: 0, y: 30, width: 400, height: 570), blue, radius: 0)))
        #expect(layer < sheetFill, "the sheet is drawn in its place, inside the fading layer")
        #expect(dimmings(of: screen) == [0.4 * shown])
        screen.step(now: 0.5)
        #expect(!operations().contains { if case .beginLayer = $0 { true } else { false } })

        Self.host.solving { sheet.dismiss(animated: true) }
        screen.step(now: 1)
        screen.step(now: 1.25)
        #expect(operations().contains(.beginLayer(Rect(x: 0, y: 0, width: 400, height: 600), opacity: 1 - shown)))
        #expect(fills(of: screen, in: blue) == [Rect(x: 0, y: 30, width: 400, height: 570)], "it does not move")
    }

    @Test("a full-screen flip turns the presenter away about the vertical axis until edge-on, then the cover turns in on its back; a dismissal turns back")
    func flipHorizontal() throws {
        let root = RecordingController("root", color: .systemRed), card = RecordingController("card", color: .systemBlue)
        card.modalPresentationStyle = .fullScreen
        card.modalTransitionStyle = .flipHorizontal
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: root, host: Self.host) }
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        let red = UIColor.systemRed.color.resolved(for: .light), blue = UIColor.systemBlue.color.resolved(for: .light)
        let size = Size(width: 400, height: 600)
        func operations() -> [RecordingCanvas.Operation] {
            let canvas = RecordingCanvas()
            screen.draw(on: canvas, measurer: FixedWidthMeasurer())
            return canvas.operations
        }
        /// The screen turned by `angle` about its vertical axis, 1000 points of perspective.
        func turned(_ angle: Double) -> ProjectiveTransform {
            .placing(size: size, transform: Transform3D.rotation(angle: angle, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 1000)),
                     center: Point(x: 200, y: 300))
        }
        func drawnInTurn(_ drawn: [RecordingCanvas.Operation]) -> (transform: ProjectiveTransform, fills: [Color])? {
            guard let start = drawn.firstIndex(where: { if case .beginTransformedLayer = $0 { true } else { false } }),
                  case .beginTransformedLayer(let layerSize, let transform, _) = drawn[start], layerSize == size,
                  let end = drawn.firstIndex(of: .endTransformedLayer) else { return nil }
            return (transform, drawn[start..<end].compactMap { if case .fill(_, let color, _) = $0 { color } else { nil } })
        }
        Self.host.solving { root.present(card, animated: true) }
        screen.step(now: 0)
        screen.step(now: 0.1)
        var progress = AnimationCurve.easeInEaseOut.progress(at: 0.2)
        let first = try #require(drawnInTurn(operations()))
        #expect(first.transform == turned(Double.pi * progress), "the presenter, turned \(progress * 180)°")
        #expect(first.fills.contains(red) && !first.fills.contains(blue))
        #expect(first.transform.apply(to: Point(x: 200, y: 300)) == Point(x: 200, y: 300), "about the vertical axis through the centre")
        screen.step(now: 0.4)
        progress = AnimationCurve.easeInEaseOut.progress(at: 0.8)
        let second = try #require(drawnInTurn(operations()))
        #expect(second.transform == turned(Double.pi * progress - Double.pi), "the cover on the back, turning in")
        #expect(second.fills.contains(blue) && !second.fills.contains(red))
        screen.step(now: 0.5)
        #expect(drawnInTurn(operations()) == nil)
        #expect(fills(of: screen, in: blue) == [Rect(x: 0, y: 0, width: 400, height: 600)])

        Self.host.solving { card.dismiss(animated: true) }
        screen.step(now: 1)
        screen.step(now: 1.1)
        let back = try #require(drawnInTurn(operations()))
        #expect(back.transform == turned(-Double.pi * AnimationCurve.easeInEaseOut.progress(at: (1.1 - 1) / 0.5)), "turning the other way")
        #expect(back.fills.contains(blue) && !back.fills.contains(red))
    }

    @Test("an alert fades in with its dimming instead of rising")
    func alertFades() throws {
        let root = RecordingController("root", color: .systemRed)
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: root, host: Self.host) }
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        Self.host.solving { root.present(alert, animated: true) }
        var transition = try #require(presentation.presentationTransition)
        _ = transition.step(now: 0)
        _ = transition.step(now: 0.25)
        #expect(transition.drop(screenHeight: 600) == 0)
        #expect(transition.shown == PresentationTransition.curve.progress(at: 0.5))
        let layout = ScreenLayout(presentation)
        let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: Self.host, measurer: FixedWidthMeasurer())
        screen.step(now: 0)
        screen.step(now: 0.25)
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        #expect(canvas.operations.contains(.beginLayer(Rect(x: 0, y: 0, width: 400, height: 600),
                                                          opacity: PresentationTransition.curve.progress(at: 0.5))))
    }

    @Test("a push cross-fades the bar: the old title fades out as the new title and back button fade in, and a click finds the back button meanwhile")
    func barCrossFades() throws {
        let first = RecordingController("first", color: .systemRed), second = RecordingController("second", color: .systemBlue)
        first.title = "Inbox"
        second.title = "Message"
        let segments = UISegmentedControl(items: ["All", "Unread"])
        first.navigationItem.titleView = segments
        let navigation = UINavigationController(rootViewController: first)
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: navigation, host: Self.host) }
        let bar = navigation.navigationBar
        Self.host.solving { navigation.pushViewController(second, animated: true) }
        let fading = try #require(bar.fadingContent)
        #expect(fading.subviews.contains { $0 === segments }, "the old title view fades out")
        var slide = try #require(presentation.slide)
        _ = slide.step(now: 0)
        _ = slide.step(now: 0.175)
        let progress = CGFloat(SlideTransition.curve.progress(at: 0.5))
        #expect(fading.animatedOpacity == 1 - progress)
        #expect(bar.titleLabel.animatedOpacity == progress && bar.titleLabel.alpha == 1)
        let back = try #require(bar.backButton)
        #expect(back.animatedOpacity == progress && back.alpha == 1)
        // Fading changes what is drawn, not what a click finds.
        #expect(Self.host.solving { presentation.click(at: Point(x: Double(back.frame.midX), y: Double(back.frame.midY) + 20), host: Self.host) })
        #expect(navigation.viewControllers.count == 1)
        // The pop's own slide ends: the bar shows only the top item, and the old title view is back.
        Self.host.solving {
            _ = presentation.stepNested(now: 10)
            _ = presentation.stepNested(now: 11)
        }
        #expect(presentation.slide == nil)
        #expect(bar.fadingContent == nil && bar.titleLabel.animatedOpacity == 1)
        #expect(segments.superview === bar)
    }

    @Test("the titles move as UIKit moves them: pushed, the old title slides to the new back button's title and the new one comes from the right; popped, the other way")
    func barTitlesMove() throws {
        let first = RecordingController("first", color: .systemRed), second = RecordingController("second", color: .systemBlue)
        first.title = "Inbox"
        second.title = "Message"
        let navigation = UINavigationController(rootViewController: first)
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: navigation, host: Self.host) }
        let bar = navigation.navigationBar
        let inboxFrame = bar.titleLabel.frame
        Self.host.solving { navigation.pushViewController(second, animated: true) }
        var slide = try #require(presentation.slide)
        let leaving = try #require(bar.fadingContent?.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" })
        _ = slide.step(now: 0)
        #expect(leaving.frame == inboxFrame, "the old title starts where it was")
        let backTitleX = try #require(bar.backButtonTitleX)
        let messageFrame = bar.titleLabel.frame
        let shift = (bar.bounds.width - messageFrame.midX) / 2
        #expect(bar.titleLabel.transform == CGAffineTransform(translationX: shift, y: 0), "the new title starts to the right")
        _ = slide.step(now: 0.175)
        let progress = CGFloat(SlideTransition.curve.progress(at: 0.5))
        #expect(leaving.frame.minX == inboxFrame.minX + (backTitleX - inboxFrame.minX) * progress)
        #expect(bar.titleLabel.transform == CGAffineTransform(translationX: shift * (1 - progress), y: 0))
        Self.host.solving { _ = presentation.stepNested(now: 10); _ = presentation.stepNested(now: 11) }
        #expect(bar.titleLabel.transform == .identity)

        // The pop: "Message" slides off to the right, "Inbox" comes from the back button's title.
        Self.host.solving { navigation.popViewController(animated: true) }
        var pop = try #require(presentation.slide)
        let going = try #require(bar.fadingContent?.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Message" })
        _ = pop.step(now: 20)
        _ = pop.step(now: 20.175)
        let popShift = (bar.bounds.width - bar.titleLabel.frame.midX) / 2
        let popProgress = CGFloat(SlideTransition.curve.progress(at: (20.175 - 20) / SlideTransition.duration))
        #expect(going.frame.minX == messageFrame.minX + popShift * popProgress)
        #expect(bar.titleLabel.transform == CGAffineTransform(translationX: (backTitleX - bar.titleLabel.frame.minX) * (1 - popProgress), y: 0))
    }

    @Test("a push that slides makes did disappear, did appear and the delegate's didShow when the slide is over; a push during it ends it first")
    func pushEndsAfterSlide() throws {
        final class Delegate: NSObject, UINavigationControllerDelegate {
            var log: (String) -> Void = { _ in }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                log("didShow \(viewController.title ?? "")")
            }
        }
        var calls: [String] = []
        let first = RecordingController("first", color: .systemRed), second = RecordingController("second", color: .systemBlue)
        let third = RecordingController("third", color: .systemGreen)
        second.title = "second"
        third.title = "third"
        for controller in [first, second, third] { controller.log = { calls.append($0) } }
        let delegate = Delegate()
        delegate.log = { calls.append($0) }
        let navigation = UINavigationController(rootViewController: first)
        navigation.delegate = delegate
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: navigation, host: Self.host) }
        calls.removeAll()
        Self.host.solving { navigation.pushViewController(second, animated: true) }
        #expect(calls == ["first.viewWillDisappear", "second.viewWillAppear"])
        Self.host.solving {
            _ = presentation.stepNested(now: 0)
            _ = presentation.stepNested(now: 0.2)
        }
        #expect(calls.count == 2, "still sliding")
        Self.host.solving { navigation.pushViewController(third, animated: true) }
        #expect(calls == ["first.viewWillDisappear", "second.viewWillAppear", "first.viewDidDisappear", "second.viewDidAppear",
                          "didShow second", "second.viewWillDisappear", "third.viewWillAppear"])
        Self.host.solving {
            _ = presentation.stepNested(now: 1)
            _ = presentation.stepNested(now: 1.35)
        }
        #expect(calls.suffix(3) == ["second.viewDidDisappear", "third.viewDidAppear", "didShow third"])
        #expect(presentation.slide == nil)
    }

    @Test("present, dismiss and show are open: a subclass overrides them and calls super, as apps do")
    func overridable() {
        final class TrackingController: UIViewController {
            var log: [String] = []
            override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
                log.append("present")
                super.present(viewControllerToPresent, animated: flag, completion: completion)
            }
            override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
                log.append("dismiss")
                super.dismiss(animated: flag, completion: completion)
            }
            override func show(_ vc: UIViewController, sender: Any?) {
                log.append("show")
                super.show(vc, sender: sender)
            }
        }
        let root = TrackingController()
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: root, host: Self.host) }
        let sheet = UIViewController()
        Self.host.solving {
            root.show(sheet, sender: nil)
            presentation.finishTransitions()
        }
        #expect(root.log == ["show", "present"] && root.presentedViewController === sheet)
        Self.host.solving {
            root.dismiss(animated: false)
        }
        #expect(root.log == ["show", "present", "dismiss"] && root.presentedViewController == nil)
    }

    @Test("a title view is taken out of the bar when the top item no longer shows it")
    func titleViewLeaves() {
        let first = RecordingController("first", color: .systemRed), second = RecordingController("second", color: .systemBlue)
        let segments = UISegmentedControl(items: ["All", "Unread"])
        first.navigationItem.titleView = segments
        let navigation = UINavigationController(rootViewController: first)
        _ = Self.host.solving { ScreenPresentation.settled(rootViewController: navigation, host: Self.host) }
        #expect(segments.superview === navigation.navigationBar)
        Self.host.solving {
            navigation.pushViewController(second, animated: false)
            navigation.navigationBar.layoutIfNeeded()
        }
        #expect(segments.superview == nil)
    }
}
