import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Presses the screen's views follow while button 1 is down: a slider's thumb dragged, a card
/// panned, a long press held, a swipe let go — each with UIKit's states and actions — while a
/// press over the collection view still scrolls it.
@Suite(.serialized) @MainActor struct PressGestureTests {
    final class GesturesViewController: UIViewController, SelectorPerforming {
        let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 335, height: 31))
        let card = UIView(frame: CGRect(x: 20, y: 80, width: 200, height: 100))
        let strip = UIView(frame: CGRect(x: 20, y: 200, width: 335, height: 60))
        var collectionView: UICollectionView!
        var log: [String] = []
        var cardStart = CGPoint.zero

        override func viewDidLoad() {
            super.viewDidLoad()
            slider.minimumValue = 0
            slider.maximumValue = 100
            slider.value = 50
            slider.addAction(UIAction { [weak self] action in
                self?.log.append("slider \(Int((action.sender as! UISlider).value))")
            }, for: .valueChanged)
            view.addSubview(slider)
            card.backgroundColor = .systemIndigo
            card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector("panned:")))
            card.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: Selector("held:")))
            view.addSubview(card)
            let swipe = UISwipeGestureRecognizer(target: self, action: Selector("swiped:"))
            swipe.direction = .left
            strip.addGestureRecognizer(swipe)
            view.addSubview(strip)
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 375, height: 50)
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 300, width: 375, height: 367), collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = DataSource.shared
            view.addSubview(collectionView)
        }

        final class DataSource: NSObject, UICollectionViewDataSource {
            nonisolated(unsafe) static let shared = DataSource()
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }

        func perform(selector: Selector, sender: Any?) -> Bool {
            guard let recognizer = sender as? UIGestureRecognizer else { return false }
            switch selector.name {
            case "panned:":
                let pan = recognizer as! UIPanGestureRecognizer
                if pan.state == .began { cardStart = card.center }
                let moved = pan.translation(in: view)
                card.center = CGPoint(x: cardStart.x + moved.x, y: cardStart.y + moved.y)
                log.append("pan \(pan.state) \(Int(moved.x)),\(Int(moved.y))")
            case "held:": log.append("hold \(recognizer.state)")
            case "swiped:": log.append("swipe \(recognizer.state)")
            default: return false
            }
            return true
        }
    }

    private func makeScreen() throws -> (GesturesViewController, CollectionScreen) {
        let controller = GesturesViewController()
        let (_, screen) = try screenUnderTest(controller, host: LayoutHost(size: Size(width: 375, height: 667)))
        screen.measureVisible()
        return (controller, screen)
    }

    /// Presses at `from`, moves in `steps` even steps to `to` over `duration`, holds, lets go.
    private func drag(_ screen: CollectionScreen, from: Point, to: Point, steps: Int = 10, duration: Double = 0.2, hold: Double = 0, start: Double = 0) {
        screen.pointerPressed(at: from, time: start * 1000, now: start)
        for step in 1...steps {
            let t = start + duration * Double(step) / Double(steps)
            let point = Point(x: from.x + (to.x - from.x) * Double(step) / Double(steps), y: from.y + (to.y - from.y) * Double(step) / Double(steps))
            screen.pointerMoved(to: point, time: t * 1000, now: t)
            screen.step(now: t)
        }
        let end = start + duration + hold
        if hold > 0 { screen.step(now: end) }
        screen.pointerReleased(at: to, time: end * 1000, now: end)
    }

    @Test("the slider's thumb follows a drag from it, sending .valueChanged as it moves; a press on the track does nothing")
    func slider() throws {
        let (controller, screen) = try makeScreen()
        // The thumb's centre at 50 of 0...100: 20 + 14 + (335 − 28) / 2 = 187.5.
        drag(screen, from: Point(x: 187.5, y: 35.5), to: Point(x: 341, y: 35.5))
        #expect(controller.slider.value == 100)
        // Each of the ten moves takes the thumb 15.35 points: 5 of the 307 the track spans.
        #expect(controller.log.first == "slider 55")
        #expect(controller.log.last == "slider 100")
        controller.log = []
        drag(screen, from: Point(x: 60, y: 35.5), to: Point(x: 80, y: 35.5))
        #expect(controller.slider.value == 100)
        #expect(controller.log.isEmpty)
    }

    @Test("a pan on the card begins past 10 points, changes with each move, ends at the release, and the card follows")
    func pan() throws {
        let (controller, screen) = try makeScreen()
        drag(screen, from: Point(x: 100, y: 130), to: Point(x: 160, y: 150), steps: 6)
        #expect(controller.log.first == "pan began 10,3")
        #expect(controller.log.last == "pan ended 60,20")
        #expect(controller.log.filter { $0.hasPrefix("pan changed") }.count == 5)
        #expect(controller.card.center == CGPoint(x: 180, y: 150))
        #expect(screen.mainOffset == 0)
    }

    @Test("a press held half a second begins the long press, its release ends it; a short click does not")
    func longPress() throws {
        let (controller, screen) = try makeScreen()
        screen.pointerPressed(at: Point(x: 100, y: 130), time: 0, now: 0)
        screen.step(now: 0.3)
        #expect(controller.log.isEmpty)
        #expect(screen.isAnimating)
        screen.step(now: 0.51)
        #expect(controller.log == ["hold began"])
        screen.pointerReleased(at: Point(x: 100, y: 130), time: 700, now: 0.7)
        #expect(controller.log == ["hold began", "hold ended"])
        screen.pointerPressed(at: Point(x: 100, y: 130), time: 1000, now: 1)
        screen.pointerReleased(at: Point(x: 100, y: 130), time: 1100, now: 1.1)
        #expect(controller.log == ["hold began", "hold ended"])
    }

    @Test("a quick drag 80 points left on the strip is a swipe; right, or too slow, it is not")
    func swipe() throws {
        let (controller, screen) = try makeScreen()
        drag(screen, from: Point(x: 300, y: 230), to: Point(x: 220, y: 235))
        #expect(controller.log == ["swipe ended"])
        drag(screen, from: Point(x: 100, y: 230), to: Point(x: 180, y: 230), start: 1)
        drag(screen, from: Point(x: 300, y: 230), to: Point(x: 220, y: 230), duration: 0.8, start: 2)
        #expect(controller.log == ["swipe ended"])
    }

    @Test("a drag over the collection view still scrolls it")
    func collectionViewScrolls() throws {
        let (controller, screen) = try makeScreen()
        drag(screen, from: Point(x: 100, y: 600), to: Point(x: 100, y: 400), hold: 0.2)
        #expect(screen.mainOffset > 150)
        #expect(controller.log.isEmpty)
    }
}
