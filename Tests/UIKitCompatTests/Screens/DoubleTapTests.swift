import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Taps counted over clicks in the window: a double tap is two clicks within 0.35 s and 45
/// points of each other, and a single tap that requires the double tap to fail waits until the
/// second click can no longer come, as a photo viewer zooms on a double tap and hides its bars on
/// a single one.
@Suite(.serialized) @MainActor struct DoubleTapTests {
    final class PhotoViewController: UIViewController, SelectorPerforming {
        let photo = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
        let singleTap = UITapGestureRecognizer()
        let doubleTap = UITapGestureRecognizer()
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            photo.backgroundColor = .secondarySystemBackground
            photo.isUserInteractionEnabled = true
            singleTap.addTarget(self, action: Selector("toggleChrome:"))
            doubleTap.addTarget(self, action: Selector("zoom:"))
            doubleTap.numberOfTapsRequired = 2
            photo.addGestureRecognizer(singleTap)
            photo.addGestureRecognizer(doubleTap)
            view.addSubview(photo)
        }

        func perform(selector: Selector, sender: Any?) -> Bool {
            guard let recognizer = sender as? UITapGestureRecognizer else { return false }
            let place = recognizer.location(in: photo)
            switch selector.name {
            case "toggleChrome:": log.append("single \(Int(place.x)),\(Int(place.y))")
            case "zoom:": log.append("double \(Int(place.x)),\(Int(place.y))")
            default: return false
            }
            #expect(recognizer.state == .ended)
            return true
        }
    }

    private func makeScreen(requiringFailure: Bool) throws -> (PhotoViewController, CollectionScreen) {
        let controller = PhotoViewController()
        if requiringFailure {
            controller.loadViewIfNeeded()
            controller.singleTap.require(toFail: controller.doubleTap)
        }
        let (_, screen) = try screenUnderTest(controller, host: LayoutHost(size: Size(width: 375, height: 667)))
        screen.measureVisible()
        return (controller, screen)
    }

    /// A click at `point` pressed at `time` seconds and let go 60 ms later, as a person clicks.
    private func click(_ screen: CollectionScreen, at point: Point, time: Double) {
        screen.pointerPressed(at: point, time: time * 1000, now: time)
        screen.pointerReleased(at: point, time: (time + 0.06) * 1000, now: time + 0.06)
        screen.step(now: time + 0.06)
    }

    @Test("without require(toFail:), the first click is a single tap and the second, 0.2 s later, the double tap alone")
    func bothRecognise() throws {
        let (controller, screen) = try makeScreen(requiringFailure: false)
        click(screen, at: Point(x: 100, y: 200), time: 1)
        #expect(controller.log == ["single 100,100"])
        click(screen, at: Point(x: 104, y: 203), time: 1.2)
        #expect(controller.log == ["single 100,100", "double 104,103"])
        // A third click begins a new count: a single tap again.
        screen.step(now: 2)
        click(screen, at: Point(x: 100, y: 200), time: 3)
        #expect(controller.log.last == "single 100,100")
    }

    @Test("a single tap that requires the double tap to fail waits out the 0.35 s a second tap has, then recognises")
    func singleWaitsForTheDoubleToFail() throws {
        let (controller, screen) = try makeScreen(requiringFailure: true)
        click(screen, at: Point(x: 100, y: 200), time: 1)
        #expect(controller.log.isEmpty)
        // The window's clock keeps running while a tap waits.
        #expect(screen.isAnimating)
        screen.step(now: 1.3)
        #expect(controller.log.isEmpty)
        screen.step(now: 1.5)
        #expect(controller.log == ["single 100,100"])
        #expect(!screen.isAnimating)
    }

    @Test("with require(toFail:), two clicks 0.2 s apart are the double tap only")
    func doubleWinsOverTheWaitingSingle() throws {
        let (controller, screen) = try makeScreen(requiringFailure: true)
        click(screen, at: Point(x: 100, y: 200), time: 1)
        click(screen, at: Point(x: 110, y: 210), time: 1.2)
        screen.step(now: 2)
        #expect(controller.log == ["double 110,110"])
    }

    @Test("clicks 0.5 s apart, or 60 points apart, are two single taps and no double tap")
    func tooLateOrTooFar() throws {
        let (controller, screen) = try makeScreen(requiringFailure: true)
        click(screen, at: Point(x: 100, y: 200), time: 1)
        click(screen, at: Point(x: 100, y: 200), time: 1.5)
        screen.step(now: 2.5)
        #expect(controller.log == ["single 100,100", "single 100,100"])
        controller.log = []
        click(screen, at: Point(x: 100, y: 200), time: 5)
        click(screen, at: Point(x: 160, y: 200), time: 5.1)
        screen.step(now: 6)
        #expect(controller.log == ["single 100,100", "single 160,100"])
    }

    @Test("a triple tap counts three clicks; two are not enough")
    func tripleTap() throws {
        let (controller, screen) = try makeScreen(requiringFailure: false)
        controller.doubleTap.numberOfTapsRequired = 3
        controller.photo.removeGestureRecognizer(controller.singleTap)
        click(screen, at: Point(x: 50, y: 150), time: 1)
        click(screen, at: Point(x: 50, y: 150), time: 1.2)
        screen.step(now: 2)
        #expect(controller.log.isEmpty)
        click(screen, at: Point(x: 50, y: 150), time: 3)
        click(screen, at: Point(x: 50, y: 150), time: 3.2)
        click(screen, at: Point(x: 50, y: 150), time: 3.4)
        #expect(controller.log == ["double 50,50"])
    }

    /// Says, as a delegate, that a single tap waits for any double tap to fail.
    final class WaitingDelegate: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            (gestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 1
                && (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
        }
    }

    @Test("a delegate's gestureRecognizer(_:shouldRequireFailureOf:) makes the single tap wait as require(toFail:) does")
    func delegateRequiresFailure() throws {
        let (controller, screen) = try makeScreen(requiringFailure: false)
        let delegate = WaitingDelegate()
        controller.singleTap.delegate = delegate
        click(screen, at: Point(x: 100, y: 200), time: 1)
        #expect(controller.log.isEmpty)
        screen.step(now: 1.5)
        #expect(controller.log == ["single 100,100"])
        click(screen, at: Point(x: 100, y: 200), time: 3)
        click(screen, at: Point(x: 100, y: 200), time: 3.2)
        screen.step(now: 4)
        #expect(controller.log == ["single 100,100", "double 100,100"])
    }

    @Test("a chain of three: the single waits for the double, the double for the triple; a triple tap is the triple alone, and one click ends as a single")
    func chainOfThree() throws {
        let (controller, screen) = try makeScreen(requiringFailure: true)
        let triple = UITapGestureRecognizer(target: controller, action: Selector("zoom:"))
        triple.numberOfTapsRequired = 3
        controller.doubleTap.require(toFail: triple)
        controller.photo.addGestureRecognizer(triple)
        click(screen, at: Point(x: 100, y: 200), time: 1)
        click(screen, at: Point(x: 100, y: 200), time: 1.2)
        click(screen, at: Point(x: 100, y: 200), time: 1.4)
        screen.step(now: 2)
        // The triple tap sends the zoom action once; neither the double nor the single tap fires.
        #expect(controller.log == ["double 100,100"])
        controller.log = []
        click(screen, at: Point(x: 100, y: 200), time: 3)
        screen.step(now: 4)
        #expect(controller.log == ["single 100,100"])
        controller.log = []
        // Two clicks: the double waits for the triple to fail, then recognises; the single fails with it.
        click(screen, at: Point(x: 100, y: 200), time: 5)
        click(screen, at: Point(x: 100, y: 200), time: 5.2)
        #expect(controller.log.isEmpty)
        screen.step(now: 6)
        #expect(controller.log == ["double 100,100"])
    }
}
