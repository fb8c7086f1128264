@_exported import X11Window
import CollectionLayout
import CollectionView

/// A collection view in an X11 window: your layout and data, scrolled with the wheel, the
/// keyboard and drags as UIKit scrolls them.
///
/// ```swift
/// let window = try CollectionWindow(layout: layout, dataSource: dataSource,
///                                   size: Size(width: 375, height: 667), title: "My layout")
/// window.onEvent = { event in print(event) }
/// try window.run()
/// ```
///
/// Frames are drawn only when something changed, at most one a display interval, and as
/// little of each as the last allows. A window and everything it calls back belong to the
/// thread that made it.
public final class CollectionWindow {
    let display: Display
    let window: Window
    private let fonts: XftTextMeasurer
    /// The fonts' measurements and laid-out labels, remembered across frames.
    private let measurer: CachedTextMeasurer
    /// The collection view shown.
    public private(set) var screen: CollectionScreen
    /// Pixels a point the window draws at.
    public let scale: Double
    /// Said once when the desktop's scale was not whole and was rounded; nil otherwise.
    public let scaleNote: String?
    var running = false
    private var framesDrawn = 0
    /// File descriptors and timers the loop also waits on.
    private let tasks = LoopTasks()

    /// Called with each selection and each resting scroll (`CollectionEvent`).
    public var onEvent: ((CollectionEvent) -> Void)?
    /// Called with each key the window does not use itself; it uses q and Escape (quit),
    /// the arrows, Page Up and Down, Space, Home and End (scrolling), ? and h (key help), and i
    /// (the inspector).
    public var onKey: ((Key) -> Void)?
    /// Called after each frame reaches the window.
    public var onFrame: ((FrameReport) -> Void)?
    /// Called with the error and the size when the layout cannot be solved for a new window
    /// size; the last good frame stays.
    public var onLayoutError: ((LayoutError, Size) -> Void)?
    /// Called when a Control key changed the appearance, the text size or the orientation,
    /// with the screen now shown.
    public var onTraitsChange: ((LayoutHost) -> Void)?

    /// The longest a frame is waited for while something moves: one display interval at 60 Hz.
    public static let frameInterval = 1.0 / 60
    /// How early a frame may come, so timer jitter does not push it a whole interval late.
    static let frameSlack = 0.002
    /// How far ahead of the clock a frame's animations are stepped: a frame stays on screen for
    /// one interval, so it shows the middle of that interval, while input keeps the time it
    /// arrived. The frame drawn right after a wheel notch then already shows it moving; stepped
    /// to the clock, an ease that began a fraction of a millisecond before has not moved a
    /// pixel, that frame matches the last, and the first movement waits a whole interval.
    static let presentationLead = frameInterval / 2

    /// The time a frame drawn at `monotonic` shows: the clock plus `presentationLead`.
    static func displayTime(_ monotonic: Double) -> Double {
        monotonic + presentationLead
    }

    /// Opens a window (not yet shown; `run` shows it) showing `layout` with `dataSource` at
    /// `size` points, on the display `displayName` names (`:1`, say), by default the one
    /// `DISPLAY` names. `className` fills both halves of WM_CLASS.
    ///
    /// Throws when there is no display (the message names `DISPLAY`), when no font can be
    /// opened, or when the layout cannot be solved for `size`.
    public convenience init(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, size: Size,
                            title: String, className: String = "xcollection", displayName: String? = nil,
                            layoutDirection: LayoutDirection = .leftToRight) throws {
        try self.init(layout: layout, dataSource: dataSource, host: LayoutHost(size: size), title: title, className: className,
                      displayName: displayName, layoutDirection: layoutDirection)
    }

    /// Opens a window showing `layout` with `dataSource` as `device` held `orientation` shows it,
    /// with `traits`: the device's screen in points, laid out in its safe area and margins,
    /// with its size classes and idiom, drawn at the desktop's scale (see `init(layout:dataSource:host:…)`).
    public convenience init(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, device: Device,
                            orientation: DeviceOrientation = .portrait, traits: Traits = Traits(),
                            title: String, className: String = "xcollection", displayName: String? = nil,
                            layoutDirection: LayoutDirection = .leftToRight) throws {
        try self.init(layout: layout, dataSource: dataSource, host: device.host(in: orientation, traits: traits), title: title,
                      className: className, displayName: displayName, layoutDirection: layoutDirection)
    }

    /// Opens a window of the screen `host` describes, drawn at `scale` pixels a point: by default
    /// the desktop's (its `Xft.dpi` over 96, rounded to 1, 2 or 3; see `scaleNote`), so a 4K
    /// desktop shows crisp text at the size it shows other text. The host's display scale
    /// becomes the window's; sizes, offsets and events stay in points.
    public init(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, host: LayoutHost,
                title: String, className: String = "xcollection", displayName: String? = nil,
                layoutDirection: LayoutDirection = .leftToRight, scale: Double? = nil, keeper: KeptWindowChannel? = nil) throws {
        display = try Display(name: displayName)
        StartupPhases.mark("display")
        let desktop = WindowScale(display: display)
        self.scale = scale ?? desktop.scale
        scaleNote = scale == nil ? desktop.note : nil
        var host = host
        host.traits.displayScale = self.scale
        let size = host.size
        _ = try size.windowPixels(for: "window")
        let pixels = try host.pixelSize.windowPixels(for: "window")
        window = try Window(display: display, width: pixels.width, height: pixels.height,
                            title: title, className: className, keeper: keeper)
        StartupPhases.mark("window")
        fonts = try XftTextMeasurer(display: display)
        measurer = CachedTextMeasurer(fonts)
        StartupPhases.mark("fonts")
        screen = try CollectionScreen(layout: layout, dataSource: dataSource, host: host, measurer: measurer, layoutDirection: layoutDirection)
        StartupPhases.mark("layout")
        connect(screen)
    }

    /// The window's title.
    public var title: String {
        get { window.title }
        set { window.title = newValue }
    }

    /// Where the view is scrolled to; setting it jumps there without animating (clamped).
    public var contentOffset: Point {
        get { screen.layout.scrollDirection == .vertical ? Point(x: 0, y: screen.mainOffset) : Point(x: screen.mainOffset, y: 0) }
        set { screen.setMainOffset(screen.layout.scrollDirection == .vertical ? newValue.y : newValue.x) }
    }

    /// Which way the interface runs, as UIKit's `semanticContentAttribute` makes it: right to
    /// left, the layout is mirrored (unless it does not flip) and orthogonal sections start at
    /// the right edge. Setting it lays the window out again, keeping the place.
    public var layoutDirection: LayoutDirection {
        get { screen.layoutDirection }
        set { screen.layoutDirection = newValue }
    }

    /// Shows another layout and data in the same window, at its current size, from the top.
    public func show(layout: any CollectionViewLayout, dataSource: any CollectionDataSource) throws {
        screen = try CollectionScreen(layout: layout, dataSource: dataSource, host: screen.host, measurer: measurer,
                                      layoutDirection: screen.layoutDirection)
        connect(screen)
    }

    /// Shows a changed layout and data in place of the current ones, keeping the place: the
    /// first visible item stays where it is on screen, and each orthogonal section that still
    /// scrolls keeps its group or page. What `xcollection --watch` does when a file is saved.
    /// Throws, leaving the window as it was, when the layout cannot be solved at the window's size.
    public func reload(layout: any CollectionViewLayout, dataSource: any CollectionDataSource) throws {
        let next = try CollectionScreen(layout: layout, dataSource: dataSource, host: screen.host, measurer: measurer,
                                        layoutDirection: screen.layoutDirection)
        next.keepPlace(of: screen)
        screen = next
        connect(screen)
    }

    /// A one-line message across the top of the window, over the collection view, until set
    /// to nil: what is shown is not what was asked for (a reloaded file did not read, say).
    public var banner: String? {
        didSet { if banner != oldValue { screen.invalidateDrawnFrame() } }
    }

    /// The keys the window itself understands, as its key help lists them.
    public static let keyHelp = [
        KeyHelp("wheel, Up, Down", "scroll"),
        KeyHelp("Page Up, Page Down, Space", "a page"),
        KeyHelp("Home, End", "to the start, to the end"),
        KeyHelp("drag", "scroll, with momentum"),
        KeyHelp("Shift + wheel, Left, Right", "the carousel under the pointer"),
        KeyHelp("[, ]", "a page of the carousel under the pointer"),
        KeyHelp("click", "select"),
        KeyHelp("i", "the inspector: groups, insets, spacing"),
        KeyHelp("Ctrl+D", "light or dark appearance"),
        KeyHelp("Ctrl+plus, Ctrl+minus", "a larger or smaller text size"),
        KeyHelp("Ctrl+O", "turn the device"),
        KeyHelp("? or h", "this help"),
        KeyHelp("Escape", "back a screen (a view controller's screen), else quit"),
        KeyHelp("q", "quit"),
    ]

    /// Whether the inspector overlay is drawn over the collection view: groups, insets, spacing,
    /// anchors, orthogonal strips and their resting places, in `InspectorPalette`'s colours.
    /// The `i` key toggles it.
    public var isInspecting = false {
        didSet {
            guard isInspecting != oldValue else { return }
            screen.invalidateDrawnFrame()
            onInspectorToggle?(isInspecting)
        }
    }

    /// Called when the inspector is turned on or off, by the `i` key or by `isInspecting`.
    public var onInspectorToggle: ((Bool) -> Void)?
    /// Called with the element under a button-1 press while inspecting.
    public var onInspectorClick: ((InspectedElement) -> Void)?

    /// Lines the program adds to the key help for keys it handles in `onKey`.
    public var extraKeyHelp: [KeyHelp] = []

    /// Whether the key help (`?` or `h`) is over the collection view.
    public var isShowingKeyHelp = false {
        didSet { if isShowingKeyHelp != oldValue { screen.invalidateDrawnFrame() } }
    }

    /// Calls `onReadable` on the window's thread whenever `descriptor` can be read — a file
    /// watch (inotify) or a pipe — without waiting for a frame or for input. The caller owns
    /// the descriptor and must read what it signals, or it is called again at once.
    public func watch(fileDescriptor descriptor: Int32, onReadable: @escaping () -> Void) {
        tasks.watch(descriptor, onReadable: onReadable)
    }

    /// Runs `action` on the window's thread `seconds` from now (at once, on the loop's next
    /// turn, for 0 or less), while `run` runs: for code of your own that changes what is shown
    /// over time. Timers of a window that stops before they are due do not run.
    public func schedule(after seconds: Double, _ action: @escaping () -> Void) {
        tasks.schedule(at: MonotonicClock.now() + Swift.max(0, seconds), action)
    }

    /// When an applied snapshot changes content above what is on screen, keep the first visible
    /// item where it is, instead of UIKit's way of keeping the content offset.
    public var keepsVisibleContentAnchored = false {
        didSet { screen.keepsVisibleContentAnchored = keepsVisibleContentAnchored }
    }

    /// How long an animated apply takes, in seconds (UIKit's 0.3); 0 shows changes at once.
    public var updateAnimationDuration = 0.3 {
        didSet { screen.updateAnimationDuration = updateAnimationDuration }
    }

    /// Whether the main axis rests only on whole pages of the window's length, as
    /// `UIScrollView.isPagingEnabled`: a drag, a wheel or a key moves at most a page, and the
    /// layout is not asked where scrolls rest.
    public var isPagingEnabled = false {
        didSet { screen.isPagingEnabled = isPagingEnabled }
    }

    /// Whether the status bar and the home indicator are drawn over the content, as the
    /// simulator shows them (`--device-chrome`).
    public var showsDeviceChrome = false {
        didSet { screen.showsDeviceChrome = showsDeviceChrome }
    }

    /// How the safe area adds to the content's inset, as `UIScrollView.contentInsetAdjustmentBehavior`.
    public var contentInsetAdjustment = ContentInsetAdjustment.automatic {
        didSet { screen.contentInsetAdjustment = contentInsetAdjustment }
    }

    private func connect(_ screen: CollectionScreen) {
        // A screen's text fields copy and paste through this window's X clipboard.
        if let chrome = screen.layoutDescription.screenChrome { chrome.useClipboard(WindowClipboard(window.clipboard)) }
        screen.isPagingEnabled = isPagingEnabled
        screen.showsDeviceChrome = showsDeviceChrome
        screen.contentInsetAdjustment = contentInsetAdjustment
        screen.keepsVisibleContentAnchored = keepsVisibleContentAnchored
        screen.updateAnimationDuration = updateAnimationDuration
        screen.onEvent = { [weak self] event in self?.onEvent?(event) }
        screen.onUpdateFailure = { [weak self] error in
            guard let self else { return }
            self.onLayoutError?(error, self.screen.size)
        }
    }

    /// Shows the window and runs it until q or Escape is pressed, the window manager closes it,
    /// or `stop()` is called. Throws `X11Error.connectionLost` when the X server goes away.
    public func run() throws {
        window.show()
        running = true
        defer { running = false }
        // Frames are paced: at most one per display interval, so input arriving between frames
        // (a wheel at 60 notches a second) changes what the next frame shows instead of adding one.
        var lastFrame = -Double.infinity
        var lastMainQueueRun = -Double.infinity
        while running {
            guard !display.isConnectionLost else { throw X11Error.connectionLost }
            let now = MonotonicClock.now()
            if screen.runsMainQueue, now >= lastMainQueueRun + Self.frameInterval {
                lastMainQueueRun = now
                screen.runMainQueue()
            }
            if (screen.needsDisplay || screen.isAnimating) && now >= lastFrame + Self.frameInterval - Self.frameSlack {
                screen.step(now: Self.displayTime(now))
                if screen.needsDisplay {
                    drawFrame()
                    lastFrame = now
                }
            }
            // A callback may have stopped the loop while it stepped or drew.
            guard running else { break }
            if screen.needsDisplay || screen.isAnimating {
                // A frame is coming: sleep until it is due without waking for input, then take
                // everything that arrived. Nothing input does could be seen before that frame,
                // and a wheel or a drag sends events faster than frames: one wakeup a frame.
                MonotonicClock.sleep(lastFrame + Self.frameInterval - MonotonicClock.now())
                drainEvents()
                serveTasks()
                continue
            }
            // A screen's main-queue work (`asyncAfter`, a `Task`) is run once a display interval.
            var timeout = tasks.timeout(now: MonotonicClock.now())
            if screen.runsMainQueue { timeout = min(timeout ?? Self.frameInterval, Self.frameInterval) }
            guard let event = window.nextEvent(timeout: timeout, alsoWaitingFor: tasks.descriptors) else {
                serveTasks()
                continue
            }
            handle(event)
            // Take everything already queued, so a burst of input costs one frame.
            drainEvents()
        }
    }

    /// Ends `run` after the event or frame under way.
    public func stop() {
        running = false
    }

    /// Handles everything that has arrived: one read of the connection, then what it brought.
    func drainEvents() {
        guard running, let first = window.nextEvent(timeout: 0) else { return }
        handle(first)
        while running, let event = window.nextQueuedEvent() { handle(event) }
    }

    /// Runs the timers that are due and calls back for the descriptors that can be read.
    func serveTasks() {
        tasks.serve(now: MonotonicClock.now()) { running }
    }

    /// The measuring pass, then the frame, then what the planner said to show.
    func drawFrame() {
        let cpuStart = MonotonicClock.threadCPU()
        screen.measureVisible()
        // Overlays stay put while the content scrolls under them: frames are drawn whole.
        if banner != nil || isShowingKeyHelp || isInspecting { screen.invalidateDrawnFrame() }
        // The frame planner's moves and strips are in points, which a whole scale turns into
        // whole pixels (FramePresenter); any other scale draws every frame whole.
        if scale != scale.rounded() { screen.invalidateDrawnFrame() }
        let canvas: any Canvas = scale == 1 ? X11Canvas(window: window, fonts: fonts)
            : ScaledCanvas(X11Canvas(window: window, fonts: fonts), scale: scale)
        let change = screen.draw(on: canvas, measurer: measurer)
        guard change != .unchanged else { return }
        if isInspecting {
            screen.drawInspector(on: canvas, measurer: measurer)
            if let pointer = screen.pointer, let element = screen.inspectedElement(at: pointer) {
                InspectorPanel(lines: element.descriptionLines).draw(on: canvas, near: pointer, in: screen.size, measurer: measurer)
            }
        }
        if let banner { WindowBanner(message: banner).draw(on: canvas, width: screen.size.width, measurer: measurer) }
        if isShowingKeyHelp {
            WindowHelpPanel(lines: Self.keyHelp + extraKeyHelp).draw(on: canvas, size: screen.size, measurer: measurer)
        }
        if framesDrawn == 0 { StartupPhases.mark("draw") }
        FramePresenter(window: window, scale: Int(scale)).present(change, background: screen.dataSource.backgroundColor)
        if framesDrawn == 0 { StartupPhases.mark("present") }
        framesDrawn += 1
        onFrame?(FrameReport(number: framesDrawn, cpuTime: MonotonicClock.threadCPU() - cpuStart))
    }

    func handle(_ event: WindowEvent) {
        // A text field with the keyboard's focus takes the keys the window would use itself.
        let typing = screen.isEditingText
        if !typing, case .keyPressed(let key, let modifiers) = event, modifiers.contains(.control), changeTraits(for: key) { return }
        if !typing, case .keyPressed(let key, _) = event {
            if key == .character("?") || key == .character("h") { isShowingKeyHelp.toggle(); return }
            if key == .character("i") { isInspecting.toggle(); return }
            // Escape closes the help before it goes back a screen (`WindowInput`) or quits.
            if key == .escape, isShowingKeyHelp { isShowingKeyHelp = false; return }
        }
        if isInspecting {
            switch event {
            // The panel follows the pointer, and goes when it leaves.
            case .pointerMoved, .pointerLeft: screen.invalidateDrawnFrame()
            case .pointerPressed(1, let x, let y, _, _):
                if let element = screen.inspectedElement(at: Point(x: x / scale, y: y / scale)) { onInspectorClick?(element) }
            default: break
            }
        }
        switch WindowInput.apply(event, to: screen, now: MonotonicClock.now(), scale: scale) {
        case .handled: break
        case .quit: running = false
        case .key(let key): onKey?(key)
        case .resized(let size):
            do {
                try screen.resize(to: size)
            } catch {
                onLayoutError?(error, size)
            }
        }
    }
}
