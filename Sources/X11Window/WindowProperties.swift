import CX11
import Glibc

/// Writes the properties window managers read: class, title, placement.
struct WindowProperties {
    let display: Display
    let window: XID

    /// WM_CLASS: instance and class name, by which WMs and users' rules recognise the program.
    func setClass(instance: String, className: String) {
        guard let hint = XAllocClassHint() else { return }
        let name = strdup(instance), klass = strdup(className)
        hint.pointee.res_name = name
        hint.pointee.res_class = klass
        XSetClassHint(display.pointer, window, hint)
        XFree(hint)
        free(name)
        free(klass)
    }

    /// WM_NORMAL_HINTS asking for (0, 0): with no window manager (Xvfb) the window is there
    /// anyway, and a WM that honours program positions keeps root and window coordinates equal.
    func setPlacement(width: Int, height: Int) {
        guard let hints = XAllocSizeHints() else { return }
        hints.pointee.flags = PPosition | PSize
        hints.pointee.x = 0
        hints.pointee.y = 0
        hints.pointee.width = Int32(width)
        hints.pointee.height = Int32(height)
        XSetWMNormalHints(display.pointer, window, hints)
        XFree(hints)
    }

    /// _NET_WM_NAME as UTF8_STRING for current WMs, and WM_NAME for old ones: STRING when the
    /// title is ASCII, otherwise UTF8_STRING, which is what most of them read as well.
    func setTitle(_ title: String) {
        let utf8 = display.atom("UTF8_STRING")
        let bytes = Array(title.utf8)
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        set(property: display.atom("_NET_WM_NAME"), type: utf8, bytes: bytes)
        set(property: Atom(XA_WM_NAME), type: isASCII ? Atom(XA_STRING) : utf8, bytes: bytes)
    }

    private func set(property: Atom, type: Atom, bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            _ = XChangeProperty(display.pointer, window, property, type, 8, PropModeReplace, buffer.baseAddress, Int32(buffer.count))
        }
    }
}
