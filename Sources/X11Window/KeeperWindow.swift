import CX11
import Glibc

/// The window a keeper holds for the program that draws it (`KeptWindowChannel`): made and
/// owned here, so it outlives that program, and drawn, sized and given input there. It selects
/// no input of its own — a button press may be selected by one client only — and hears only
/// the window manager's close, which it passes on.
public final class KeeperWindow {
    private let display: Display
    /// The X window id, handed to the drawing program.
    public let id: XID
    private let deleteWindow: Atom
    private let protocols: Atom

    /// Creates a window of `width` by `height` pixels; the drawing program maps it.
    public init(display: Display, width: Int, height: Int, title: String, className: String = "xcollection") throws(X11Error) {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            throw X11Error("window size \(width)x\(height) is not between 1x1 and 32767x32767")
        }
        let dpy = display.pointer
        var attributes = XSetWindowAttributes()
        // As `Window`'s own: no background for the server to clear and flash.
        attributes.background_pixmap = 0
        attributes.bit_gravity = NorthWestGravity
        id = XCreateWindow(dpy, display.rootWindow, 0, 0, UInt32(width), UInt32(height), 0, display.depth,
                           UInt32(InputOutput), display.visual, UInt(CWBackPixmap | CWBitGravity), &attributes)
        self.display = display
        deleteWindow = display.atom("WM_DELETE_WINDOW")
        protocols = display.atom("WM_PROTOCOLS")
        var deleteAtom = deleteWindow
        XSetWMProtocols(dpy, id, &deleteAtom, 1)
        let properties = WindowProperties(display: display, window: id)
        properties.setClass(instance: className, className: className)
        properties.setSize(width: width, height: height)
        properties.setInputHints()
        properties.setProcess()
        properties.setTitle(title)
        XFlush(dpy)
    }

    deinit {
        XDestroyWindow(display.pointer, id)
        XFlush(display.pointer)
    }

    /// Reads what the connection holds; true when the window manager asked the window to close,
    /// which is then passed to the drawing program as it would have come to its own window.
    public func takeCloseRequest() -> Bool {
        let dpy = display.pointer
        var asked = false
        while XPending(dpy) > 0 {
            var event = XEvent()
            XNextEvent(dpy, &event)
            guard event.type == ClientMessage, event.xclient.message_type == protocols,
                  Atom(truncatingIfNeeded: event.xclient.data.l.0) == deleteWindow else { continue }
            asked = true
            // Sent to those that hear the window's structure: the drawing program does, this one does not.
            XSendEvent(dpy, id, 0, StructureNotifyMask, &event)
        }
        XFlush(dpy)
        return asked
    }
}
