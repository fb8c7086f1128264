import CX11
import Glibc

/// A connection to an X server; closed when the last reference goes away.
///
/// A display and everything made from it (windows, canvases, fonts) belong to one thread at a
/// time; they are not `Sendable`. Different displays may be used on different threads.
public final class Display {
    /// The Xlib connection (`Display *`), valid for the object's life.
    let pointer: OpaquePointer
    /// The default screen, where windows, pixmaps and fonts are made.
    let screen: Int32

    /// Connects to `name`, or to `$DISPLAY` when `name` is nil.
    public init(name: String? = nil) throws(X11Error) {
        let environment = getenv("DISPLAY").map { String(cString: $0) }
        guard let resolved = name ?? environment, !resolved.isEmpty else {
            throw X11Error("no X display: DISPLAY is not set (run under xvfb-run, or set DISPLAY)")
        }
        XlibSetup.install()
        StartupPhases.mark("xlib")
        guard let pointer = try DisplayConnection.open(resolved) else {
            throw X11Error("cannot open X display \"\(resolved)\" (is an X server running? try xvfb-run)")
        }
        self.pointer = pointer
        StartupPhases.mark("connect")
        self.screen = XDefaultScreen(pointer)
        ConnectionState.watch(pointer, connection)
        // RENDER must be set up before Xft touches the display. Xlib runs close hooks newest
        // first; if Xft's hook were older than XRender's, Xft would free its glyph sets after
        // XRender had forgotten the display, making XRender re-register it mid-close and leave
        // a stale entry that the next display opened at the same address inherits.
        var renderEvent: Int32 = 0, renderError: Int32 = 0
        hasRender = XRenderQueryExtension(pointer, &renderEvent, &renderError) != 0
    }

    /// Whether the server has RENDER, which all drawing needs.
    let hasRender: Bool

    private let connection = ConnectionState()

    /// Whether the connection to the X server was lost (the server ended or went away). Xlib
    /// calls on the display then do nothing; a program should stop using it and say so.
    public var isConnectionLost: Bool { connection.isLost }

    deinit {
        // Closing runs Xft's close hook, which edits Xft's global list.
        _ = XftLock.run { XCloseDisplay(pointer) }
    }

    /// The default screen's width in pixels.
    public var screenWidth: Int { Int(XDisplayWidth(pointer, screen)) }

    /// The default screen's height in pixels.
    public var screenHeight: Int { Int(XDisplayHeight(pointer, screen)) }

    /// The connection's socket, for an event loop that polls it alongside other sources.
    public var fileDescriptor: Int32 { XConnectionNumber(pointer) }

    /// Sends buffered requests without waiting for the server.
    public func flush() {
        XFlush(pointer)
    }

    /// Sends buffered requests and waits until the server has handled them all.
    public func sync() {
        XSync(pointer, 0)
    }

    /// Whether a client owns the selection `name`: an input method server announces itself by
    /// owning `@server=NAME`, a program that copied owns `CLIPBOARD`.
    public func hasSelectionOwner(_ name: String) -> Bool {
        let atom = XInternAtom(pointer, name, 1)
        return atom != 0 && XGetSelectionOwner(pointer, atom) != 0
    }

    /// The root window of the default screen.
    var rootWindow: XID { XRootWindow(pointer, screen) }

    /// The default visual, which windows and the back buffer share.
    var visual: UnsafeMutablePointer<Visual> { XDefaultVisual(pointer, screen) }

    /// The default depth (24 on every TrueColor server that matters).
    var depth: Int32 { XDefaultDepth(pointer, screen) }

    /// Whether the default visual holds 8 bits of red, green and blue a pixel, as what is read
    /// back from a window must: an 8-bit palette screen reads back as black.
    public var hasTrueColor: Bool {
        var info = XVisualInfo()
        info.visualid = XVisualIDFromVisual(visual)
        var count: Int32 = 0
        guard let found = XGetVisualInfo(pointer, Int(VisualIDMask), &info, &count) else { return false }
        defer { XFree(found) }
        return count > 0 && found.pointee.class == TrueColor && found.pointee.depth >= 24
    }

    /// The default colormap, which Xft needs to allocate colours against.
    var colormap: Colormap { XDefaultColormap(pointer, screen) }

    /// Interns an atom by name.
    func atom(_ name: String) -> Atom {
        XInternAtom(pointer, name, 0)
    }
}
