import CX11
import Glibc

/// The X CLIPBOARD selection as a window's text clipboard: copying takes ownership and answers
/// other programs' requests for the text (as UTF8_STRING, STRING or TEXT, and the TARGETS list);
/// pasting asks the owner, which may be another program, and waits a moment for its answer.
/// Text larger than one request holds goes in pieces both ways, by ICCCM's INCR protocol.
public final class Clipboard {
    private let display: Display
    private let window: XID
    private let clipboard: Atom, utf8: Atom, targets: Atom, text: Atom, property: Atom, incr: Atom
    /// The text this window copied, while it owns the selection.
    private var owned: String?
    /// Texts going to other programs in pieces.
    private var transfers: [ClipboardTransfer] = []
    /// How long a paste waits for the owner's answer, or for each piece of a long text, in seconds.
    public static let answerTimeout = 1.0
    /// The most bytes sent in one property: what one request of the core protocol holds, less
    /// room for the request itself; longer text goes in pieces of this size.
    let pieceLimit: Int

    init(display: Display, window: XID) {
        self.display = display
        self.window = window
        clipboard = display.atom("CLIPBOARD")
        utf8 = display.atom("UTF8_STRING")
        targets = display.atom("TARGETS")
        text = display.atom("TEXT")
        property = display.atom("XCOLLECTION_PASTE")
        incr = display.atom("INCR")
        pieceLimit = Int(XMaxRequestSize(display.pointer)) * 4 - 100
    }

    /// The clipboard's text: this window's own, or what the owning program sends; nil when
    /// nobody owns the selection, the owner sends no text, or it does not answer in time.
    public var contents: String? {
        let dpy = display.pointer
        let owner = XGetSelectionOwner(dpy, clipboard)
        if owner == window { return owned }
        guard owner != 0 else { return nil }
        // A long text comes in pieces, each announced by a change of the property.
        var attributes = XWindowAttributes()
        XGetWindowAttributes(dpy, window, &attributes)
        XSelectInput(dpy, window, attributes.your_event_mask | PropertyChangeMask)
        defer {
            XSelectInput(dpy, window, attributes.your_event_mask)
            dropPropertyChanges()
        }
        XDeleteProperty(dpy, window, property)
        XConvertSelection(dpy, clipboard, utf8, property, window, UInt(CurrentTime))
        XFlush(dpy)
        var event = XEvent()
        guard waitFor(SelectionNotify, into: &event), event.xselection.property != 0 else { return nil }
        // The owner set the property before it answered, so its change is queued by now: it is
        // dropped here, or a long text's first wait would take it for the first piece.
        dropPropertyChanges()
        guard let first = readProperty() else { return nil }
        guard first.type == incr else { return Self.decode(first.bytes, type: first.type) }
        // INCR: reading the property deleted it, which asked for the first piece.
        var bytes: [UInt8] = [], type: Atom = 0
        while true {
            guard waitFor(PropertyNotify, into: &event, where: { $0.xproperty.atom == self.property && $0.xproperty.state == PropertyNewValue }),
                  let piece = readProperty() else { return nil }
            if piece.bytes.isEmpty { break }
            bytes += piece.bytes
            type = piece.type
        }
        return Self.decode(bytes, type: type)
    }

    /// Takes every property change the server has sent about the window off the queue.
    private func dropPropertyChanges() {
        XSync(display.pointer, 0)
        var change = XEvent()
        while XCheckTypedWindowEvent(display.pointer, window, PropertyNotify, &change) != 0 {}
    }

    /// Waits up to `answerTimeout` for an event of `type` on the window that `matches`, taking
    /// only such events from the queue; false when none came.
    private func waitFor(_ type: Int32, into event: inout XEvent, where matches: (XEvent) -> Bool = { _ in true }) -> Bool {
        let dpy = display.pointer
        let deadline = MonotonicClock.now() + Self.answerTimeout
        while MonotonicClock.now() < deadline {
            // Only the answer is taken from the queue; every other event stays for the window.
            while XCheckTypedWindowEvent(dpy, window, type, &event) != 0 {
                if matches(event) { return true }
            }
            var polled = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&polled, 1, 10)
            XSync(dpy, 0)
        }
        return false
    }

    /// Copies `text`: the window owns the selection until another program copies.
    public func copy(_ text: String) {
        owned = text
        XSetSelectionOwner(display.pointer, clipboard, window, UInt(CurrentTime))
        // Processed before this returns: another program asking a moment later finds this owner.
        XSync(display.pointer, 0)
    }

    /// The paste property's bytes and type, deleted as it is read; nil when it cannot be read
    /// or is not text (INCR announces pieces and passes).
    private func readProperty() -> (bytes: [UInt8], type: Atom)? {
        let dpy = display.pointer
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, window, property, 0, 1 << 22, 1, Atom(AnyPropertyType), &type, &format, &count, &remaining, &data) == Success
        else { return nil }
        defer { if let data { XFree(data) } }
        if type == incr { return ([], incr) }
        guard format == 8, type == utf8 || type == Atom(XA_STRING) || type == text else { return nil }
        return (data.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? [], type)
    }

    /// Text from `bytes` of the selection's `type`: Latin-1 for STRING, UTF-8 otherwise.
    private static func decode(_ bytes: [UInt8], type: Atom) -> String {
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
                let type = request.target == text ? utf8 : request.target
                if bytes.count > pieceLimit {
                    startTransfer(bytes, type: type, to: request.requestor, property: destination)
                } else {
                    bytes.withUnsafeBufferPointer { buffer in
                        _ = XChangeProperty(dpy, request.requestor, destination, type, 8, PropModeReplace, buffer.baseAddress, Int32(buffer.count))
                    }
                }
                reply.xselection.property = destination
            }
        }
        XSendEvent(dpy, request.requestor, 0, 0, &reply)
        XFlush(dpy)
    }

    /// Announces `bytes` in pieces (an INCR property holding their count) and watches the
    /// requestor's property for the deletions that ask for each piece.
    private func startTransfer(_ bytes: [UInt8], type: Atom, to requestor: XID, property: Atom) {
        let dpy = display.pointer
        let now = MonotonicClock.now()
        // A requestor that stopped reading is dropped after a while, and so is its transfer.
        transfers.removeAll { now - $0.lastActivity > 10 * Self.answerTimeout }
        transfers.removeAll { $0.requestor == requestor && $0.property == property }
        XSelectInput(dpy, requestor, PropertyChangeMask)
        // Format 32 properties travel as C longs.
        [Int(bytes.count)].withUnsafeBytes { count in
            _ = XChangeProperty(dpy, requestor, property, incr, 32, PropModeReplace, count.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
        transfers.append(ClipboardTransfer(requestor: requestor, property: property, type: type, bytes: bytes, lastActivity: now))
    }

    /// A property changed on a window this one watches: a requestor deleting the property a
    /// piece went in asks for the next, and the empty piece after the last ends the transfer.
    func propertyChanged(_ change: XPropertyEvent) {
        guard change.state == PropertyDelete,
              let index = transfers.firstIndex(where: { $0.requestor == change.window && $0.property == change.atom }) else { return }
        let dpy = display.pointer
        let piece = transfers[index].nextPiece(limit: pieceLimit)
        transfers[index].lastActivity = MonotonicClock.now()
        piece.withUnsafeBufferPointer { buffer in
            _ = XChangeProperty(dpy, change.window, change.atom, transfers[index].type, 8, PropModeReplace, buffer.baseAddress, Int32(buffer.count))
        }
        if piece.isEmpty {
            // The empty piece ends it: the requestor deletes that one too, and nothing follows.
            transfers.remove(at: index)
            XSelectInput(dpy, change.window, NoEventMask)
        }
        XFlush(dpy)
    }

    /// Another program copied: this window no longer owns the text.
    func lost() {
        owned = nil
    }
}
