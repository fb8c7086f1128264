import CX11

/// Looking at and arranging other clients' windows: what the display tests need to check
/// the program's window from outside it.
extension Display {
    /// The screen's pixels in a rectangle, as the server shows them.
    public func captureScreen(x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
        PixmapReader(display: self).read(XRootWindow(pointer, screen), x: x, y: y, width: width, height: height)
    }

    /// The root window's children whose `WM_CLASS` class is `className`, bottom to top.
    public func topLevelWindows(className: String) -> [UInt] {
        var root: CX11.Window = 0, parent: CX11.Window = 0
        var children: UnsafeMutablePointer<CX11.Window>?
        var count: UInt32 = 0
        guard XQueryTree(pointer, XRootWindow(pointer, screen), &root, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        return (0..<Int(count)).map { children[$0] }.filter { window in
            var hint = XClassHint()
            guard XGetClassHint(pointer, window, &hint) != 0 else { return false }
            defer {
                if let name = hint.res_name { XFree(name) }
                if let klass = hint.res_class { XFree(klass) }
            }
            return hint.res_class.map { String(cString: $0) } == className
        }
    }

    /// Another client's window title: its `_NET_WM_NAME`, as UTF-8; nil when it has none.
    public func windowTitle(_ window: UInt) -> String? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(pointer, window, atom("_NET_WM_NAME"), 0, 4096, 0, atom("UTF8_STRING"),
                                 &type, &format, &count, &remaining, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }

    /// Asks for another client's window to take a new size, as a window manager would.
    public func resizeWindow(_ window: UInt, width: Int, height: Int) {
        XResizeWindow(pointer, window, UInt32(width), UInt32(height))
        XFlush(pointer)
    }

    /// Asks another client's window to close, as a window manager's close button does: a
    /// WM_DELETE_WINDOW message to the client that made it.
    public func askToClose(_ window: UInt) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = atom("WM_PROTOCOLS")
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(atom("WM_DELETE_WINDOW"))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(pointer, window, 0, 0, &event)
        XFlush(pointer)
    }
}
