import CX11
import Glibc

/// Writes the properties window managers read: class, title, size, input, and the process.
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

    /// WM_NORMAL_HINTS with the size the program asks for and no position, so a window
    /// manager places the window itself (clear of its panels); with none (Xvfb) it stays where
    /// it was created, at the screen's origin.
    func setSize(width: Int, height: Int) {
        guard let hints = XAllocSizeHints() else { return }
        hints.pointee.flags = PSize
        hints.pointee.width = Int32(width)
        hints.pointee.height = Int32(height)
        XSetWMNormalHints(display.pointer, window, hints)
        XFree(hints)
    }

    /// WM_HINTS: the window takes keyboard input when focused, and starts in the normal state.
    func setInputHints() {
        guard let hints = XAllocWMHints() else { return }
        hints.pointee.flags = InputHint | StateHint
        hints.pointee.input = 1
        hints.pointee.initial_state = NormalState
        XSetWMHints(display.pointer, window, hints)
        XFree(hints)
    }

    /// _NET_WM_PID and WM_CLIENT_MACHINE, together: a window manager may use the pid (to kill
    /// a hung client, say) only when it knows the machine the process runs on.
    func setProcess() {
        var host = [CChar](repeating: 0, count: 256)
        guard gethostname(&host, host.count - 1) == 0 else { return }
        var pid = UInt(getpid())
        withUnsafeBytes(of: &pid) { bytes in
            _ = XChangeProperty(display.pointer, window, display.atom("_NET_WM_PID"), Atom(XA_CARDINAL), 32, PropModeReplace,
                                bytes.bindMemory(to: UInt8.self).baseAddress, 1)
        }
        let name = Array(String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).utf8)
        set(property: Atom(XA_WM_CLIENT_MACHINE), type: Atom(XA_STRING), bytes: name)
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
