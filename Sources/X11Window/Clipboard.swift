import CX11
import Glibc

/// The X CLIPBOARD selection as a window's text clipboard: copying takes ownership and answers
/// other programs' requests for the text (as UTF8_STRING, STRING or TEXT, and the TARGETS list);
/// pasting asks the owner, which may be another program, and waits a moment for its answer.
/// Text larger than one property (the INCR protocol) is not sent or taken.
public final class Clipboard {
    private let display: Display
    private let window: XID
    private let clipboard: Atom, utf8: Atom, targets: Atom, text: Atom, property: Atom
    /// The text this window copied, while it owns the selection.
    private var owned: String?
    /// How long a paste waits for the owner's answer, in seconds.
    public static let answerTimeout = 1.0

    init(display: Display, window: XID) {
        self.display = display
        self.window = window
        clipboard = display.atom("CLIPBOARD")
        utf8 = display.atom("UTF8_STRING")
        targets = display.atom("TARGETS")
        text = display.atom("TEXT")
        property = display.atom("XCOLLECTION_PASTE")
    }

    /// The clipboard's text: this window's own, or what the owning program sends; nil when
    /// nobody owns the selection, the owner sends no text, or it does not answer in time.
    public var contents: String? {
        let dpy = display.pointer
        let owner = XGetSelectionOwner(dpy, clipboard)
        if owner == window { return owned }
        guard owner != 0 else { return nil }
        XDeleteProperty(dpy, window, property)
        XConvertSelection(dpy, clipboard, utf8, property, window, UInt(CurrentTime))
        XFlush(dpy)
        let deadline = MonotonicClock.now() + Self.answerTimeout
        var event = XEvent()
        while MonotonicClock.now() < deadline {
            // Only the answer is taken from the queue; every other event stays for the window.
            if XCheckTypedWindowEvent(dpy, window, SelectionNotify, &event) != 0 {
                guard event.xselection.property != 0 else { return nil }
                return readProperty()
            }
            var polled = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&polled, 1, 10)
            XSync(dpy, 0)
        }
        return nil
    }

    /// Copies `text`: the window owns the selection until another program copies.
    public func copy(_ text: String) {
        owned = text
        XSetSelectionOwner(display.pointer, clipboard, window, UInt(CurrentTime))
        // Processed before this returns: another program asking a moment later finds this owner.
        XSync(display.pointer, 0)
    }

    private func readProperty() -> String? {
        let dpy = display.pointer
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, window, property, 0, 1 << 22, 1, Atom(AnyPropertyType), &type, &format, &count, &remaining, &data) == Success,
              let data else { return nil }
        defer { XFree(data) }
        guard format == 8, type == utf8 || type == Atom(XA_STRING) || type == text else { return nil }
        let bytes = UnsafeBufferPointer(start: data, count: Int(count))
        if type == Atom(XA_STRING) { return String(bytes.map { Character(Unicode.Scalar($0)) }) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Another program asks for the text this window copied: it gets it, or the list of forms.
    func answer(_ request: XSelectionRequestEvent) {
        let dpy = display.pointer
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = request.display
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.time = request.time
        // Old clients name no property: the target stands for it.
        let destination = request.property == 0 ? request.target : request.property
        reply.xselection.property = 0
        if request.selection == clipboard, let owned {
            if request.target == targets {
                var forms: [Atom] = [targets, utf8, Atom(XA_STRING), text]
                XChangeProperty(dpy, request.requestor, destination, Atom(XA_ATOM), 32, PropModeReplace,
                                &forms, Int32(forms.count))
                reply.xselection.property = destination
            } else if request.target == utf8 || request.target == text || request.target == Atom(XA_STRING) {
                let bytes: [UInt8] = request.target == Atom(XA_STRING)
                    ? owned.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") } : Array(owned.utf8)
                bytes.withUnsafeBufferPointer { buffer in
                    _ = XChangeProperty(dpy, request.requestor, destination, request.target == text ? utf8 : request.target, 8,
                                        PropModeReplace, buffer.baseAddress, Int32(buffer.count))
                }
                reply.xselection.property = destination
            }
        }
        XSendEvent(dpy, request.requestor, 0, 0, &reply)
        XFlush(dpy)
    }

    /// Another program copied: this window no longer owns the text.
    func lost() {
        owned = nil
    }
}
