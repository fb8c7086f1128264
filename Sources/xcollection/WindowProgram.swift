import CollectionLayout
import CollectionView
import Gallery
import Glibc
import X11Window

/// The window: shows one example (or layout file) at a time, turns X events into the
/// collection view's input, and draws a frame only when something changed — at 60 Hz while an
/// animation runs, and not at all while nothing moves.
final class WindowProgram {
    struct Options {
        var size: Size
        var offset: Point
        var screenshot: String?
        var log: EventLog
    }

    private let options: Options
    private let examples: [Example]
    private var index: Int
    private let display: Display
    private let window: Window
    private let fonts: FontBook
    /// The fonts' measurements and laid-out labels, remembered across frames.
    private let measurer: CachedTextMeasurer
    private var screen: CollectionScreen
    private var running = true
    private var readySent = false

    static let frameInterval = 1.0 / 60

    /// Opens the window on the display `$DISPLAY` names; `examples[index]` shows first, and n/p
    /// move through the others.
    init(examples: [Example], index: Int, options: Options) {
        self.examples = examples
        self.index = index
        self.options = options
        do {
            display = try Display()
            window = try Window(display: display, width: Int(options.size.width), height: Int(options.size.height),
                                title: Self.title(of: examples[index]))
        } catch {
            Self.exit(message: error.description)
        }
        fonts = FontBook(display: display)
        measurer = CachedTextMeasurer(fonts)
        screen = Self.makeScreen(examples[index], size: options.size, measurer: measurer)
        screen.setMainOffset(screen.layout.scrollDirection == .vertical ? options.offset.y : options.offset.x)
        screen.onEvent = { [log = options.log] in log.write($0) }
    }

    static func title(of example: Example) -> String { "\(example.title) — xcollection" }

    static func makeScreen(_ example: Example, size: Size, measurer: CachedTextMeasurer) -> CollectionScreen {
        do {
            return try CollectionScreen(layout: example.layout, dataSource: example.dataSource, size: size, measurer: measurer)
        } catch {
            exit(message: "\(example.name): \(error)")
        }
    }

    /// Prints one line and ends the program with status 2.
    static func exit(message: String) -> Never {
        Diagnostics.note(message)
        Glibc.exit(2)
    }

    func run() {
        if options.screenshot == nil { window.show() }
        // Frames are paced: at most one per display interval, so input arriving between frames
        // (a wheel at 60 notches a second) changes what the next frame shows instead of adding one.
        var lastFrame = -Double.infinity
        while running {
            let now = MonotonicClock.now()
            if (screen.needsDisplay || screen.isAnimating) && now >= lastFrame + Self.frameInterval - Self.frameSlack {
                screen.step(now: now)
                if screen.needsDisplay {
                    drawFrame()
                    lastFrame = now
                }
            }
            if let path = options.screenshot {
                do {
                    try PNG.write(window.captureImage(), to: path)
                } catch {
                    Self.exit(message: error.description)
                }
                return
            }
            if screen.needsDisplay || screen.isAnimating {
                // A frame is coming: sleep until it is due without waking for input, then take
                // everything that arrived. Nothing input does could be seen before that frame,
                // and a wheel or a drag sends events faster than frames: one wakeup a frame.
                let wait = lastFrame + Self.frameInterval - MonotonicClock.now()
                if wait > 0 { MonotonicClock.sleep(wait) }
                drainEvents()
                continue
            }
            guard let event = window.nextEvent(timeout: nil) else { continue }
            handle(event)
            // Take everything already queued, so a burst of input costs one frame.
            drainEvents()
        }
    }

    /// Handles everything that has arrived: one read of the connection, then what it brought.
    private func drainEvents() {
        guard running, let first = window.nextEvent(timeout: 0) else { return }
        handle(first)
        while running, let event = window.nextQueuedEvent() { handle(event) }
    }

    /// How early a frame may come, so timer jitter does not push it a whole interval late.
    static let frameSlack = 0.002

    private func drawFrame() {
        let cpuStart = MonotonicClock.threadCPU()
        let canvas = X11Canvas(window: window, fonts: fonts)
        switch screen.draw(on: canvas, measurer: measurer) {
        case .unchanged: return
        case .full: window.present()
        case .redrawn(let areas):
            for area in areas {
                window.present(x: Int(area.minX), y: Int(area.minY), width: Int(area.width), height: Int(area.height))
            }
        case .scrolled(let strip, let painted):
            canvas.presentStrip(strip, painted: painted, background: screen.dataSource.backgroundColor)
        }
        let milliseconds = (MonotonicClock.threadCPU() - cpuStart) * 1000
        if !readySent {
            readySent = true
            options.log.write(.ready)
        }
        options.log.write(.frame(milliseconds: milliseconds))
    }

    private func handle(_ event: WindowEvent) {
        let now = MonotonicClock.now()
        switch event {
        case .exposed:
            // Scrolled frames leave the back buffer stale outside their strips: draw it all.
            screen.invalidateDrawnFrame()
        case .resized(let width, let height):
            resize(to: Size(width: Double(width), height: Double(height)))
        case .pointerPressed(let button, let x, let y, let time, _):
            if button == 1 { screen.pointerPressed(at: Point(x: x, y: y), time: Double(time), now: now) }
        case .pointerMoved(let x, let y, let time, _):
            screen.pointerMoved(to: Point(x: x, y: y), time: Double(time), now: now)
        case .pointerReleased(let button, let x, let y, let time, _):
            if button == 1 { screen.pointerReleased(at: Point(x: x, y: y), time: Double(time), now: now) }
        case .scrolled(let dx, let dy, let x, let y, _, let modifiers, _):
            screen.scrollWheel(dx: dx, dy: dy, shift: modifiers.contains(.shift), at: Point(x: x, y: y), now: now)
        case .keyPressed(let key, _):
            handle(key, now: now)
        case .closeRequested:
            running = false
        }
    }

    private func handle(_ key: Key, now: Double) {
        switch key {
        case .character("q"), .escape: running = false
        case .character("n"): show(example: index + 1)
        case .character("p"): show(example: index - 1)
        case .up: screen.scroll(key: .up, now: now)
        case .down: screen.scroll(key: .down, now: now)
        case .pageUp: screen.scroll(key: .pageUp, now: now)
        case .pageDown, .space: screen.scroll(key: .pageDown, now: now)
        case .home: screen.scroll(key: .home, now: now)
        case .end: screen.scroll(key: .end, now: now)
        case .left: screen.scroll(key: .left, now: now)
        case .right: screen.scroll(key: .right, now: now)
        default: break
        }
    }

    private func show(example next: Int) {
        guard examples.count > 1 else { return }
        index = (next % examples.count + examples.count) % examples.count
        let size = screen.size
        screen = Self.makeScreen(examples[index], size: size, measurer: measurer)
        screen.onEvent = { [log = options.log] in log.write($0) }
        window.title = Self.title(of: examples[index])
    }

    private func resize(to size: Size) {
        guard size.width > 0, size.height > 0 else { return }
        do {
            try screen.resize(to: size)
        } catch {
            // A layout that cannot fit the new size keeps its last good frame.
            Diagnostics.note("\(examples[index].name) at \(NumberFormat.string(size.width))x\(NumberFormat.string(size.height)): \(error)")
        }
    }
}
