import CX11
import Glibc

/// A top-level window with a back-buffer canvas and an event pump.
///
/// Draw into `canvas`, then `present()`; call `nextEvent(timeout:)` from the same thread.
public final class Window {
    private let display: Display
    /// The X window id.
    let id: XID
    private let deleteWindow: Atom
    private let protocols: Atom
    private let xinput: XInput2Pointer?
    /// The input method keys go through, opened at the first key rather than with the window:
    /// opening one reads the locale's Compose table, which took a third of a list's start to its
    /// first frame, and most windows (snapshots, a scroll through a list) never see a key. Nil
    /// until then; then the method, or nil inside when the display has none (keys are looked up
    /// alone).
    private var openedInputMethod: InputMethod??

    private var inputMethod: InputMethod? {
        if let openedInputMethod { return openedInputMethod }
        let method = InputMethod(display: display, window: id)
        method?.preeditChanged = { [weak self] text, caret in self?.pendingEvents.append(.textMarked(text, caret: caret)) }
        openedInputMethod = .some(method)
        return method
    }
    /// The X CLIPBOARD selection, as this window copies to it and pastes from it.
    public private(set) lazy var clipboard = Clipboard(display: display, window: id)
    /// Events translated from one X event beyond the first (a key's typed text), handed out next.
    private var pendingEvents: [WindowEvent] = []
    private var storedTitle: String
    /// Whether the window is a keeper's (`KeptWindowChannel`), which outlives this one.
    private let isKept: Bool

    /// The back buffer; the same object for the window's life, resized with it.
    public let canvas: BackBufferCanvas
    /// Copies within the window, with graphics exposures on so uncopyable parts are reported.
    private let scrollGC: GC
    /// The window itself as an XRender picture, to clear what a painted-only scroll uncovers.
    private let picture: Picture

    /// The window's width in pixels, as of the last ConfigureNotify handled.
    public private(set) var width: Int
    /// The window's height in pixels, as of the last ConfigureNotify handled.
    public private(set) var height: Int

    /// Creates an unmapped window; call `show()` to map it. `className` fills both halves of
    /// WM_CLASS, by which window managers and users' rules recognise the program. With `keeper`,
    /// the window is the keeper's, asked for at this size and drawn here; when it already has
    /// another size (resized before this program started), `nextEvent` reports that first.
    public init(display: Display, width: Int, height: Int, title: String, className: String = "xcollection",
                keeper: KeptWindowChannel? = nil) throws(X11Error) {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            throw X11Error("window size \(width)x\(height) is not between 1x1 and 32767x32767")
        }
        let dpy = display.pointer
        guard display.hasRender else {
            throw X11Error("the X server has no RENDER extension, which drawing needs")
        }
        var attributes = XSetWindowAttributes()
        // No background: the server would clear the window before every Expose and flash it;
        // the back buffer paints every pixel anyway.
        attributes.background_pixmap = 0
        attributes.bit_gravity = NorthWestGravity
        // Pointer events come through XInput2 when it is there; core masks are the fallback.
        attributes.event_mask = ExposureMask | StructureNotifyMask | KeyPressMask | VisibilityChangeMask
        var id: XID
        var width = width, height = height
        if let keeper {
            id = try keeper.windowID(width: width, height: height)
            var kept = XWindowAttributes()
            guard XGetWindowAttributes(dpy, id, &kept) != 0 else { throw X11Error("the kept window \(id) is gone") }
            XSelectInput(dpy, id, attributes.event_mask)
            if Int(kept.width) != width || Int(kept.height) != height {
                (width, height) = (Int(kept.width), Int(kept.height))
                pendingEvents.append(.resized(width: width, height: height))
            }
        } else {
            id = XCreateWindow(dpy, display.rootWindow, 0, 0, UInt32(width), UInt32(height), 0, display.depth,
                               UInt32(InputOutput), display.visual, UInt(CWBackPixmap | CWBitGravity | CWEventMask), &attributes)
        }
        isKept = keeper != nil
        self.display = display
        self.id = id
        self.width = width
        self.height = height
        self.storedTitle = title
        deleteWindow = display.atom("WM_DELETE_WINDOW")
        protocols = display.atom("WM_PROTOCOLS")
        do {
            canvas = try BackBufferCanvas(display: display, window: id, width: width, height: height)
        } catch {
            if keeper == nil { XDestroyWindow(dpy, id) }
            throw error
        }
        scrollGC = XCreateGC(dpy, id, 0, nil)
        picture = XRenderCreatePicture(dpy, id, XRenderFindVisualFormat(dpy, display.visual), 0, nil)
        xinput = XInput2Pointer(display: display, window: id)
        if xinput == nil {
            XSelectInput(dpy, id, attributes.event_mask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask)
        }
        let properties = WindowProperties(display: display, window: id)
        properties.setTitle(title)
        // A kept window has the keeper's properties: its process is the one to close.
        guard keeper == nil else { return }
        var deleteAtom = deleteWindow
        XSetWMProtocols(dpy, id, &deleteAtom, 1)
        properties.setClass(instance: className, className: className)
        properties.setSize(width: width, height: height)
        properties.setInputHints()
        properties.setProcess()
    }

    deinit {
        XRenderFreePicture(display.pointer, picture)
        XFreeGC(display.pointer, scrollGC)
        if !isKept { XDestroyWindow(display.pointer, id) }
        XFlush(display.pointer)
    }

    /// The title, set as UTF-8 in _NET_WM_NAME (UTF8_STRING) and in WM_NAME.
    public var title: String {
        get { storedTitle }
        set {
            storedTitle = newValue
            WindowProperties(display: display, window: id).setTitle(newValue)
            XFlush(display.pointer)
        }
    }

    /// The window's top-left corner in root (screen) coordinates.
    public var rootPosition: (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        var child: XID = 0
        XTranslateCoordinates(display.pointer, id, display.rootWindow, 0, 0, &x, &y, &child)
        return (Int(x), Int(y))
    }

    /// Maps the window and waits (up to two seconds) until it is viewable, then gives it the
    /// keyboard focus so key events arrive even with no window manager running.
    public func show() {
        let dpy = display.pointer
        XMapRaised(dpy, id)
        let deadline = MonotonicClock.now() + 2
        var attributes = XWindowAttributes()
        repeat {
            XSync(dpy, 0)
            XGetWindowAttributes(dpy, id, &attributes)
            if attributes.map_state == IsViewable { break }
            usleep(2_000)
        } while MonotonicClock.now() < deadline
        if attributes.map_state == IsViewable {
            XSetInputFocus(dpy, id, RevertToParent, 0)
        }
        XFlush(dpy)
    }

    /// Asks for a new size; `width`, `height` and the canvas follow when the server confirms
    /// it, reported as `.resized` by `nextEvent`.
    public func resize(width: Int, height: Int) {
        XResizeWindow(display.pointer, id, UInt32(min(max(width, 1), 32767)), UInt32(min(max(height, 1), 32767)))
        XFlush(display.pointer)
    }

    /// Shows the canvas: exactly one XCopyArea of the back buffer to the window, then XFlush.
    public func present() {
        canvas.copy(to: id)
        XFlush(display.pointer)
    }

    /// Moves what the window shows by `dx, dy` pixels within itself: one copy in the server, the
    /// cheapest way to scroll. Parts the server cannot copy (covered by another window) come
    /// back as an `.exposed` event, after which the whole frame must be drawn again.
    public func scrollContents(dx: Int, dy: Int) {
        let w = width - abs(dx), h = height - abs(dy)
        guard w > 0, h > 0 else { return }
        XCopyArea(display.pointer, id, id, scrollGC, Int32(max(0, -dx)), Int32(max(0, -dy)), UInt32(w), UInt32(h),
                  Int32(max(0, dx)), Int32(max(0, dy)))
    }

    /// The same scroll for a window whose pixels are all `background` outside the painted
    /// ones: only those are copied, into `moved` (boxes where they land, in y-x bands, as
    /// x, y, width, height), and `uncovered` (what they leave, also banded) is cleared — for
    /// sparse content a small part of the copy a whole-window scroll makes the server do.
    public func scrollContents(dx: Int, dy: Int, moved: [(x: Int, y: Int, width: Int, height: Int)],
                               uncovered: [(x: Int, y: Int, width: Int, height: Int)], background: RGBAColor) {
        let dpy = display.pointer
        if !moved.isEmpty {
            var boxes = moved.map(Self.xRectangle)
            // One copy clipped to where the painted pixels land: the server copies just those
            // boxes, in an order that reads each before it is overwritten.
            XSetClipRectangles(dpy, scrollGC, 0, 0, &boxes, Int32(boxes.count), YXBanded)
            XCopyArea(dpy, id, id, scrollGC, 0, 0, UInt32(width), UInt32(height), Int32(dx), Int32(dy))
            XSetClipMask(dpy, scrollGC, 0)
        }
        clear(uncovered, to: background)
    }

    /// Fills `boxes` of the window itself with `color`.
    private func clear(_ boxes: [(x: Int, y: Int, width: Int, height: Int)], to color: RGBAColor) {
        guard !boxes.isEmpty else { return }
        var rectangles = boxes.map(Self.xRectangle)
        var renderColor = color.renderColor
        XRenderFillRectangles(display.pointer, PictOpSrc, picture, &renderColor, &rectangles, Int32(rectangles.count))
    }

    private static func xRectangle(_ box: (x: Int, y: Int, width: Int, height: Int)) -> XRectangle {
        XRectangle(x: Int16(clamping: box.x), y: Int16(clamping: box.y), width: UInt16(clamping: box.width), height: UInt16(clamping: box.height))
    }

    /// Shows the back buffer's `boxes` (x, y, width, height, in y-x bands) only, after clearing
    /// `clearing` on the window to `background` — for a strip whose pixels outside `boxes` are
    /// background.
    public func present(boxes: [(x: Int, y: Int, width: Int, height: Int)], clearing: [(x: Int, y: Int, width: Int, height: Int)],
                        background: RGBAColor) {
        clear(clearing, to: background)
        var rectangles = boxes.map(Self.xRectangle)
        canvas.copy(to: id, boxes: &rectangles)
        XFlush(display.pointer)
    }

    /// Shows the back buffer's `x, y, width, height` only, as after `scrollContents`.
    public func present(x: Int, y: Int, width w: Int, height h: Int) {
        canvas.copy(to: id, x: x, y: y, width: w, height: h)
        XFlush(display.pointer)
    }

    /// The back buffer's pixels (XGetImage), i.e. the last presented frame if nothing has been
    /// drawn since.
    public func captureImage() -> RGBAImage {
        canvas.capture()
    }

    /// The next event Xlib has already read from the connection, without reading or flushing:
    /// for taking the rest of a batch after `nextEvent` read it, with no system call an event.
    public func nextQueuedEvent() -> WindowEvent? {
        nextTranslated(whileQueued: QueuedAlready)
    }

    /// The first event to translate among those queued, as `XEventsQueued(mode)` counts them;
    /// nil once they run out.
    private func nextTranslated(whileQueued mode: Int32) -> WindowEvent? {
        let dpy = display.pointer
        if !pendingEvents.isEmpty, !endsComposition(while: dpy) { return pendingEvents.removeFirst() }
        while XEventsQueued(dpy, mode) > 0 {
            var event = XEvent()
            XNextEvent(dpy, &event)
            // The input method takes the keys of a sequence it composes (a dead key, Compose).
            // Once open, it sees every event: a method server talks to the window through them.
            let isKey = event.type == KeyPress || event.type == KeyRelease
            if isKey || openedInputMethod != nil, inputMethod != nil, XFilterEvent(&event, 0) != 0 {
                // A server's pre-edit callbacks ran inside the filter and queued what they changed.
                if !pendingEvents.isEmpty, !endsComposition(while: dpy) { return pendingEvents.removeFirst() }
                continue
            }
            guard let translated = translate(&event) else { continue }
            // The composition's end followed by its text is one change, as the field's marked
            // text replaced by what was typed: the end alone would show the field without it.
            if case .textTyped = translated, case .textMarked("", _)? = pendingEvents.first { pendingEvents.removeFirst() }
            guard !pendingEvents.isEmpty else { return translated }
            pendingEvents.append(translated)
            return pendingEvents.removeFirst()
        }
        return pendingEvents.isEmpty ? nil : pendingEvents.removeFirst()
    }

    /// Whether the next pending event is a composition's end with more events already read:
    /// it waits for them, as the committed text may follow it.
    private func endsComposition(while dpy: OpaquePointer) -> Bool {
        guard case .textMarked("", _)? = pendingEvents.first else { return false }
        return XEventsQueued(dpy, QueuedAfterReading) > 0
    }

    /// Next event, waiting at most `timeout` seconds (nil = forever, 0 = poll). nil on timeout,
    /// and at once once the connection is lost (`Display.isConnectionLost`).
    /// Uses poll() on the connection fd, so it can be used in a 60 Hz loop.
    public func nextEvent(timeout: Double?) -> WindowEvent? {
        nextEvent(timeout: timeout, alsoWaitingFor: [])
    }

    /// As `nextEvent(timeout:)`, but also returns nil as soon as one of `descriptors` (a
    /// file watch, a pipe) can be read, so the caller can serve it without waiting for input.
    public func nextEvent(timeout: Double?, alsoWaitingFor descriptors: [Int32]) -> WindowEvent? {
        let deadline = timeout.map { MonotonicClock.now() + max($0, 0) }
        var polled = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        polled += descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while !display.isConnectionLost {
            // As XPending does: flush the requests and read whatever the socket holds.
            if let translated = nextTranslated(whileQueued: QueuedAfterFlush) { return translated }
            var wait: Int32 = -1
            if let deadline {
                let left = deadline - MonotonicClock.now()
                guard left > 0 else { return nil }
                wait = Int32(min((left * 1000).rounded(.up), Double(Int32.max)))
            }
            for index in polled.indices { polled[index].revents = 0 }
            _ = poll(&polled, nfds_t(polled.count), wait)
            if polled.dropFirst().contains(where: { $0.revents != 0 }) { return nil }
        }
        return nil
    }

    private func translate(_ event: inout XEvent) -> WindowEvent? {
        let dpy = display.pointer
        switch event.type {
        case GenericEvent:
            guard let xinput, event.xcookie.extension == xinput.opcode else { return nil }
            var cookie = event.xcookie
            guard XGetEventData(dpy, &cookie) != 0 else { return nil }
            defer { XFreeEventData(dpy, &cookie) }
            return xinput.translate(cookie)
        case GraphicsExpose:
            // A scroll could not copy part of the window; it must be drawn again.
            guard event.xgraphicsexpose.drawable == id, event.xgraphicsexpose.count == 0 else { return nil }
            return .exposed
        case NoExpose:
            return nil
        case VisibilityNotify:
            guard event.xvisibility.window == id else { return nil }
            // Copies within a window that nothing covers always succeed, so they need not be
            // answered with a NoExpose each — an event and a wakeup a scrolled frame saved.
            // Once anything covers it, copies report what they could not move again, and the
            // frame is drawn whole in case one went out before this news arrived.
            let unobscured = event.xvisibility.state == VisibilityUnobscured
            XSetGraphicsExposures(dpy, scrollGC, unobscured ? 0 : 1)
            return unobscured ? nil : .exposed
        case Expose:
            guard event.xexpose.window == id, event.xexpose.count == 0 else { return nil }
            // One present repaints everything, so later queued exposures add nothing.
            var more = XEvent()
            while XCheckTypedWindowEvent(dpy, id, Expose, &more) != 0 {}
            return .exposed
        case ConfigureNotify:
            guard event.xconfigure.window == id else { return nil }
            // Only the latest size matters while a resize is being dragged.
            var latest = event.xconfigure
            var more = XEvent()
            while XCheckTypedWindowEvent(dpy, id, ConfigureNotify, &more) != 0 { latest = more.xconfigure }
            let newWidth = Int(latest.width), newHeight = Int(latest.height)
            guard newWidth != width || newHeight != height else { return nil }
            width = newWidth
            height = newHeight
            canvas.resize(width: newWidth, height: newHeight)
            return .resized(width: newWidth, height: newHeight)
        case ClientMessage:
            let message = event.xclient
            guard message.message_type == protocols, Atom(truncatingIfNeeded: message.data.l.0) == deleteWindow else { return nil }
            return .closeRequested
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
            return nil
        case KeyPress:
            return typedKey(&event.xkey)
        case SelectionRequest:
            clipboard.answer(event.xselectionrequest)
            return nil
        case SelectionClear:
            clipboard.lost()
            return nil
        case PropertyNotify where event.xproperty.window != id:
            clipboard.propertyChanged(event.xproperty)
            return nil
        default:
            return CoreInput.translate(&event)
        }
    }

    /// A key press through the input method: its key, then the text it typed (queued), or the
    /// text alone when it finished a composed character.
    private func typedKey(_ key: inout XKeyEvent) -> WindowEvent? {
        let (keysym, text) = inputMethod?.lookup(&key) ?? CoreInput.lookup(&key)
        let modifiers = KeyModifiers(xState: key.state)
        let typed = modifiers.contains(.control) || modifiers.contains(.alt) || text.isEmpty
            || text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } ? nil : WindowEvent.textTyped(text)
        guard keysym != 0 else { return typed }
        if let typed { pendingEvents.append(typed) }
        return .keyPressed(Key(keysym: keysym), modifiers: modifiers)
    }
}
