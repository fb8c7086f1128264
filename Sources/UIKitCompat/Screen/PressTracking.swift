import CollectionLayout
import CollectionView
import Foundation

/// A press on the screen's views that something follows while button 1 is down: a slider's
/// thumb, or the pan, long-press and swipe recognizers of the views under it. Points are in the
/// root view's coordinates; times in seconds.
protocol PressTracking: AnyObject {
    /// The press moved: whether the drag is taken (the content beneath does not scroll), still
    /// undecided, or declined (the content takes it).
    func moved(to point: CGPoint, time: Double) -> PressClaim
    /// Time passed with the press down: true when something changed (a long press began).
    func held(now: Double) -> Bool
    /// The press ended: true when it was taken, and is not a click.
    func ended(at point: CGPoint, time: Double) -> Bool
    /// Whether time must keep coming for the press (a long press waiting to begin).
    var isWaiting: Bool { get }
}

/// A slider's thumb dragged.
final class SliderPress: PressTracking {
    private let slider: UISlider
    private let root: UIView

    init?(_ slider: UISlider, at point: CGPoint, in root: UIView) {
        guard slider.beginTracking(at: slider.convert(point, from: root)) else { return nil }
        self.slider = slider
        self.root = root
    }

    func moved(to point: CGPoint, time: Double) -> PressClaim {
        slider.continueTracking(to: slider.convert(point, from: root))
        return .taken
    }

    func held(now: Double) -> Bool { false }

    func ended(at point: CGPoint, time: Double) -> Bool {
        slider.endTracking(at: slider.convert(point, from: root))
        return true
    }

    var isWaiting: Bool { false }
}

/// A press in the text field being edited: the caret goes where it lands, a drag selects to the
/// pointer, and a second press soon after at the same place selects the word under it.
final class TextFieldPress: PressTracking {
    private let field: UITextField
    private let root: UIView
    /// How soon a second press selects a word, in seconds, and how near it must land, in points.
    static let doubleClickInterval = 0.4
    static let doubleClickSlop: CGFloat = 4

    init?(_ field: UITextField, at point: CGPoint, in root: UIView, time: Double) {
        guard field.isEditing else { return nil }
        self.field = field
        self.root = root
        let local = field.convert(point, from: root)
        let offset = field.caretOffset(atX: Double(local.x))
        if let last = field.lastPress, time - last.time <= Self.doubleClickInterval,
           abs(last.point.x - local.x) <= Self.doubleClickSlop, abs(last.point.y - local.y) <= Self.doubleClickSlop {
            field.selectWord(at: offset)
            field.lastPress = nil
        } else {
            field.moveCaret(to: offset, extending: false)
            field.lastPress = (local, time)
        }
    }

    func moved(to point: CGPoint, time: Double) -> PressClaim {
        let local = field.convert(point, from: root)
        field.moveCaret(to: field.caretOffset(atX: Double(local.x)), extending: true)
        return .taken
    }

    func held(now: Double) -> Bool { false }

    func ended(at point: CGPoint, time: Double) -> Bool { true }

    var isWaiting: Bool { false }
}

/// The recognizers of the views under a press, innermost first, each following it; the first
/// to take the drag has it, and the others are cancelled, as UIKit lets one gesture win.
final class RecognizerPress: PressTracking {
    private var recognizers: [UIGestureRecognizer]
    private let root: UIView

    init?(at point: CGPoint, under view: UIView, in root: UIView, time: Double) {
        var found: [UIGestureRecognizer] = []
        for ancestor in sequence(first: view, next: { $0 === root ? nil : $0.superview }) {
            for recognizer in ancestor.attachedRecognizers where recognizer.pressBegan(at: root.convert(point, to: nil), time: time) {
                found.append(recognizer)
            }
        }
        guard !found.isEmpty else { return nil }
        recognizers = found
        self.root = root
    }

    /// `point` (the root view's coordinates) in the window's, where recognizers follow presses.
    private func windowPoint(_ point: CGPoint) -> CGPoint {
        root.convert(point, to: nil)
    }

    func moved(to point: CGPoint, time: Double) -> PressClaim {
        var undecided = false
        let point = windowPoint(point)
        for recognizer in recognizers {
            switch recognizer.pressMoved(to: point, time: time) {
            case .taken:
                recognizers = [recognizer]
                return .taken
            case .undecided: undecided = true
            case .declined: break
            }
        }
        if !undecided { recognizers = [] }
        return undecided ? .undecided : .declined
    }

    func held(now: Double) -> Bool {
        for recognizer in recognizers where recognizer.pressHeld(now: now) {
            recognizers = [recognizer]
            return true
        }
        return false
    }

    func ended(at point: CGPoint, time: Double) -> Bool {
        var taken = false
        let point = windowPoint(point)
        for recognizer in recognizers where !taken {
            taken = recognizer.pressEnded(at: point, time: time)
        }
        return taken
    }

    var isWaiting: Bool { recognizers.contains { ($0 as? UILongPressGestureRecognizer)?.isWaiting == true } }
}

extension ScreenPresentation {
    /// What follows a press at `point` (screen coordinates) on the screen's views, if anything:
    /// the thumb of a slider under it, or the recognizers of the views under it that follow
    /// presses. Not inside the collection view's cells. `time` is the monotonic clock's seconds.
    func pressTracker(at point: Point, time: Double) -> (any PressTracking)? {
        guard contextMenu == nil else { return nil }
        let spot = CGPoint(x: point.x, y: point.y)
        let root = topView, origin = topOrigin
        guard topFrame.contains(spot) else { return nil }
        let front = collectionView.flatMap { frontView(at: spot, in: root, toward: $0, origin: origin) }
        // Over the collection view's content the collection view's own drag wins, as a scroll
        // view's pan wins over the recognizers of the views around it.
        if front == nil, collectionViewFrame?.contains(spot) == true { return nil }
        guard let hit = front ?? Self.deepestView(at: spot, in: root, frame: topFrame, skipping: collectionView) else { return nil }
        let local = CGPoint(x: spot.x - origin.x, y: spot.y - origin.y)
        if let slider = hit.selfOrAncestor(UISlider.self), slider.isEnabled {
            return SliderPress(slider, at: local, in: root)
        }
        if let field = hit.selfOrAncestor(UITextField.self),
           let press = TextFieldPress(field, at: local, in: root, time: time) {
            return press
        }
        if let button = hit.selfOrAncestor(UIButton.self),
           let press = ButtonMenuPress(button, at: local, in: root, time: time) {
            return press
        }
        return RecognizerPress(at: local, under: hit, in: root, time: time) ?? sheetDragPress(at: local)
    }
}

private extension UIView {
    /// This view when it is a `type`, else the nearest of its superviews that is.
    func selfOrAncestor<Kind: UIView>(_ type: Kind.Type) -> Kind? {
        sequence(first: self, next: { $0.superview }).lazy.compactMap { $0 as? Kind }.first
    }
}
