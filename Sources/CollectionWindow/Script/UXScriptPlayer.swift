import CollectionLayout
import CollectionView
import X11Window

/// Plays a UX check on a collection screen a frame at a time, each gesture turned into the
/// window events a hand makes and fed through the window's own input path, so touch slop,
/// flings, snapping and the six behaviours run as in the window. What a frame is comes from
/// outside: on a simulated clock (exact 1/60 s steps, the same rests on every machine) or in a
/// shown window in real time.
final class UXScriptPlayer {
    static let frameInterval = 1.0 / 60
    /// The longest a `wait: "settled"` waits.
    static let settleLimit = 10.0

    /// The screen played on now: a window shows another when a push or a pop changes it.
    let currentScreen: () -> CollectionScreen
    var screen: CollectionScreen { currentScreen() }
    /// Writes the screen's frame now as `name`; returns the file written.
    let screenshot: (String) throws -> String
    /// Lets a frame pass — the screen steps, measures and draws — and says the time after it.
    let advance: () -> Double
    /// Whether the events sent go to the window (which handles them itself), or here to the screen.
    let send: (WindowEvent, Double) -> Void
    private(set) var now: Double

    init(screen: @escaping () -> CollectionScreen, start: Double, screenshot: @escaping (String) throws -> String,
         advance: @escaping () -> Double, send: @escaping (WindowEvent, Double) -> Void) {
        currentScreen = screen
        self.screenshot = screenshot
        self.advance = advance
        self.send = send
        now = start
    }

    /// A player on a simulated clock: each frame steps, measures and composes `screen` on a
    /// canvas that draws nothing (`onFrame` may take a picture), then the clock moves 1/60 s.
    static func simulated(screen: CollectionScreen, measurer: any TextMeasuring, screenshot: @escaping (String) throws -> String,
                          onFrame: @escaping (Double) -> Void = { _ in }) -> UXScriptPlayer {
        simulated(screen: { screen }, measurer: measurer, screenshot: screenshot, onFrame: onFrame)
    }

    /// As `simulated(screen:…)`, with the screen `screen` gives at each frame (another once a
    /// screen of views shows another collection view); `beforeFrame` runs first at each frame.
    static func simulated(screen: @escaping () -> CollectionScreen, beforeFrame: @escaping () -> Void = {}, measurer: any TextMeasuring,
                          screenshot: @escaping (String) throws -> String, onFrame: @escaping (Double) -> Void = { _ in }) -> UXScriptPlayer {
        let canvas = SilentCanvas()
        var clock = 0.0
        return UXScriptPlayer(screen: screen, start: 0, screenshot: screenshot, advance: {
            beforeFrame()
            let screen = screen()
            screen.runMainQueue()
            screen.step(now: clock)
            screen.measureVisible()
            screen.draw(on: canvas, measurer: measurer)
            onFrame(clock)
            clock += frameInterval
            return clock
        }, send: { event, now in _ = WindowInput.apply(event, to: screen(), now: now) })
    }

    /// Plays `script`, telling `report` each step's result as it ends, until `stopping` says so
    /// (a window closed under it).
    func play(_ script: UXScript, stopping: () -> Bool = { false }, report: (UXStepResult) -> Void) {
        frame()
        for (index, step) in script.steps.enumerated() {
            if stopping() { return }
            for result in play(step, number: index + 1) { report(result) }
        }
    }

    private var eventTime: UInt32 { UInt32((now * 1000).rounded()) }

    /// One frame later.
    private func frame() {
        now = advance()
    }

    private func send(_ event: WindowEvent) {
        send(event, now)
    }

    private func play(_ step: UXStep, number: Int) -> [UXStepResult] {
        var result = UXStepResult(step: number, kind: step.kind, ok: true)
        switch step {
        case .wheel(let notches, let point, let horizontal):
            for _ in 0..<abs(notches) {
                let sign = notches < 0 ? -1.0 : 1.0
                send(.scrolled(dx: horizontal ? sign : 0, dy: horizontal ? 0 : sign, x: point.x, y: point.y, time: eventTime,
                               modifiers: [], precise: false))
                frame()
            }
        case .drag(let from, let to, let duration, let hold):
            send(.pointerMoved(x: from.x, y: from.y, time: eventTime, modifiers: []))
            send(.pointerPressed(button: 1, x: from.x, y: from.y, time: eventTime, modifiers: []))
            frame()
            let frames = max(1, Int((duration / Self.frameInterval).rounded()))
            for index in 1...frames {
                let t = Double(index) / Double(frames)
                send(.pointerMoved(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t, time: eventTime, modifiers: []))
                // The hand lets go as it arrives, unless it holds still first.
                if index < frames { frame() }
            }
            let holding = Int((hold / Self.frameInterval).rounded())
            if holding > 0 { for _ in 0...holding { frame() } }
            send(.pointerReleased(button: 1, x: to.x, y: to.y, time: eventTime, modifiers: []))
            frame()
        case .tap(let point):
            send(.pointerMoved(x: point.x, y: point.y, time: eventTime, modifiers: []))
            send(.pointerPressed(button: 1, x: point.x, y: point.y, time: eventTime, modifiers: []))
            for _ in 0..<3 { frame() }
            send(.pointerReleased(button: 1, x: point.x, y: point.y, time: eventTime, modifiers: []))
            frame()
        case .key(let name):
            if let key = Key(named: name) { send(.keyPressed(key, modifiers: [])) }
            frame()
        case .type(let text):
            send(.textTyped(text))
            frame()
        case .wait(.seconds(let seconds)):
            // A screen's main-queue work is due on the wall clock (`asyncAfter`): its waits take
            // real time, so the work a wait is for has come by its end.
            let paced = screen.runsMainQueue, start = (wall: MonotonicClock.now(), clock: now)
            for _ in 0..<Int((seconds / Self.frameInterval).rounded()) {
                if paced { MonotonicClock.sleep(start.wall + (now - start.clock) - MonotonicClock.now()) }
                frame()
            }
        case .wait(.settled):
            let deadline = now + Self.settleLimit
            while screen.isMoving, now < deadline { frame() }
            if screen.isMoving {
                result.ok = false
                result.note = "still moving after \(Int(Self.settleLimit)) seconds"
            }
        case .expect(let expectations):
            return expectations.map { check($0, number: number) }
        case .screenshot(let name):
            do {
                result.note = try screenshot(name)
            } catch {
                result.ok = false
                result.note = "\(error)"
            }
        }
        return [result]
    }

    private func check(_ expectation: UXExpectation, number: Int) -> UXStepResult {
        var result = UXStepResult(step: number, kind: "expect", expectation: expectation.name, ok: true)
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.5 }
        func text(_ value: Double) -> String { NumberFormat.string(value) }
        func item(_ path: IndexPath?) -> String { path.map { "{\"section\": \($0.section), \"item\": \($0.item)}" } ?? "null" }
        switch expectation {
        case .mainOffset(let expected):
            let actual = screen.offsets.main
            (result.ok, result.expected, result.actual) = (close(actual, expected), text(expected), text(actual))
        case .orthogonalOffset(let section, let expected):
            guard let actual = screen.offsets.orthogonal[section] else {
                (result.ok, result.expected, result.note) = (false, text(expected), "section \(section) does not scroll sideways")
                break
            }
            (result.ok, result.expected, result.actual) = (close(actual, expected), text(expected), text(actual))
        case .selected(let expected):
            (result.ok, result.expected, result.actual) = (screen.selection == expected, item(expected), item(screen.selection))
        case .visible(let path):
            let frame = screen.frameOnScreen(of: path)
            let shown = frame.map { $0.intersects(Rect(origin: Point(x: 0, y: 0), size: screen.size)) } ?? false
            (result.ok, result.expected, result.actual) = (shown, "true", "\(shown)")
        case .frame(let path, let expected):
            let frame = screen.frameOnScreen(of: path)
            func rect(_ r: Rect) -> String { "[" + [r.minX, r.minY, r.width, r.height].map(text).joined(separator: ", ") + "]" }
            let holds = frame.map { close($0.minX, expected.minX) && close($0.minY, expected.minY)
                && close($0.width, expected.width) && close($0.height, expected.height) } ?? false
            (result.ok, result.expected, result.actual) = (holds, rect(expected), frame.map(rect) ?? "null")
        case .view(let point, let expected):
            let names = expected.map(\.name)
            func members(_ state: [ViewStateMember]) -> String { "{" + state.map { "\"\($0.name)\": \($0.json)" }.joined(separator: ", ") + "}" }
            result.expected = members(expected)
            guard let tree = screen.screenViewTree(includingCells: true) else {
                (result.ok, result.note) = (false, "the layout is shown without a screen of views")
                break
            }
            // The frontmost view under the point that has the members asked about.
            let found = tree.flattened().last { entry in
                entry.frame.contains(point) && names.allSatisfy { name in entry.node.member(named: name) != nil }
            }
            guard let found else {
                (result.ok, result.actual, result.note) = (false, "null", "no view at the point has \(names.joined(separator: ", "))")
                break
            }
            let actual = names.compactMap { found.node.member(named: $0) }
            (result.ok, result.actual) = (actual == expected, members(actual))
        }
        return result
    }
}
