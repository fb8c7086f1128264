import CollectionLayout

/// A list row pulled sideways to show its swipe actions: how far it is pulled, where its
/// buttons are, and where it is heading.
///
/// `offset` is how much of the row's side is revealed, in points. The buttons fill that space
/// in proportion to their widths, the first nearest the row's edge; a full swipe (when the
/// configuration allows it) gives it all to the first.
struct RowSwipe {
    /// The row.
    let indexPath: IndexPath
    /// Whether the buttons show on the row's right (its trailing side left to right).
    let revealsOnRight: Bool
    /// The buttons.
    let configuration: SwipeActionsConfiguration
    /// Each button's width when the row is open: its title's width with padding, within UIKit's bounds.
    let buttonWidths: [Double]
    /// The row's width.
    let rowWidth: Double
    /// How far the row is pulled.
    private(set) var offset = 0.0
    /// A move under way to `to`, from `from` at time `start`.
    private var animation: (from: Double, to: Double, start: Double)?
    /// Whether the first action is running after a full swipe, or a tapped one is.
    var isPerforming = false
    /// Whether the pointer is holding the row.
    var isHeld = false

    /// How long the row takes to open, close or follow a full swipe.
    static let animationDuration = 0.3
    /// The release speed, in points per second, past which the row opens or closes whatever its position.
    static let flickVelocity = 300.0
    /// How much of a pull past the buttons shows when a full swipe is not allowed.
    static let resistance = 0.25

    init(indexPath: IndexPath, revealsOnRight: Bool, configuration: SwipeActionsConfiguration, buttonWidths: [Double], rowWidth: Double) {
        self.indexPath = indexPath
        self.revealsOnRight = revealsOnRight
        self.configuration = configuration
        self.buttonWidths = buttonWidths
        self.rowWidth = rowWidth
    }

    /// The buttons' width together: how far an open row is pulled.
    var openWidth: Double { Swift.min(rowWidth, buttonWidths.reduce(0, +)) }

    /// How far the row must be pulled for a full swipe: 60 % of its width, and 30 points past
    /// its buttons at least.
    var fullSwipeThreshold: Double { Swift.max(openWidth + 30, rowWidth * 0.6) }

    /// Whether letting go now runs the first action.
    var isFullSwipe: Bool { configuration.performsFirstActionWithFullSwipe && offset >= fullSwipeThreshold }

    /// Whether the row is moving on its own.
    var isAnimating: Bool { animation != nil }

    /// Whether the row is open and at rest.
    var isOpen: Bool { animation == nil && offset > 0 && !isPerforming }

    /// Whether the row is shut and at rest: the swipe is over.
    var isClosed: Bool { animation == nil && offset == 0 && !isPerforming && !isHeld }

    /// The pointer asks for `raw`: followed up to the row's width when a full swipe is allowed,
    /// else with resistance past the buttons; never past closed.
    mutating func drag(to raw: Double) {
        animation = nil
        let limit = openWidth
        if raw <= limit || configuration.performsFirstActionWithFullSwipe {
            offset = Swift.min(rowWidth, Swift.max(0, raw))
        } else {
            offset = limit + (raw - limit) * Self.resistance
        }
    }

    /// What letting go of the row does.
    enum Release: Equatable {
        case open, close, performFirst
    }

    /// Let go moving at `velocity` points per second (positive pulls it further open).
    mutating func release(velocity: Double, now: Double) -> Release {
        isHeld = false
        let outcome: Release
        if isFullSwipe {
            outcome = .performFirst
        } else if velocity > Self.flickVelocity {
            outcome = .open
        } else if velocity < -Self.flickVelocity {
            outcome = .close
        } else {
            outcome = offset > openWidth / 2 ? .open : .close
        }
        switch outcome {
        case .open: move(to: openWidth, now: now)
        case .close: move(to: 0, now: now)
        case .performFirst:
            isPerforming = true
            move(to: rowWidth, now: now)
        }
        return outcome
    }

    /// Starts a move to `target`.
    mutating func move(to target: Double, now: Double) {
        isHeld = false
        animation = offset == target ? nil : (offset, target, now)
    }

    /// The row where its move has got to at `now`; eased out, as UIKit's springs settle.
    mutating func step(now: Double) {
        guard let animation else { return }
        let t = Swift.min(1, Swift.max(0, (now - animation.start) / Self.animationDuration))
        let eased = 1 - (1 - t) * (1 - t) * (1 - t)
        offset = animation.from + (animation.to - animation.from) * eased
        if t >= 1 { self.animation = nil }
    }

    /// Each button's frame beside `row` (in the same coordinates), in the order of the actions.
    func buttonFrames(beside row: Rect) -> [Rect] {
        guard offset > 0 else { return [] }
        var widths: [Double]
        if isFullSwipe || (isPerforming && offset > openWidth) {
            widths = buttonWidths.indices.map { $0 == 0 ? offset : 0 }
        } else {
            let scale = offset / Swift.max(1, buttonWidths.reduce(0, +))
            widths = buttonWidths.map { $0 * scale }
        }
        var frames: [Rect] = []
        var edge = revealsOnRight ? row.maxX : row.minX
        for width in widths {
            let x = revealsOnRight ? edge - width : edge
            frames.append(Rect(x: x, y: row.minY, width: width, height: row.height))
            edge = revealsOnRight ? edge - width : edge + width
        }
        return frames
    }

    /// The width of a button showing `title` as `measure` measures the swipe font: its title
    /// with padding each side, from UIKit's narrowest to its widest.
    static func buttonWidth(title: String?, measure: (String) -> Double) -> Double {
        let text = String((title ?? "").drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        let natural = (text.isEmpty ? 0 : measure(text)) + 2 * ListMetrics.swipeButtonPadding
        return Swift.min(ListMetrics.swipeButtonMaximumWidth, Swift.max(ListMetrics.swipeButtonMinimumWidth, natural.rounded(.up)))
    }
}
