import CX11
import Glibc
import Synchronization

/// The X input method a window's keys go through (XIM), so text a person types arrives as
/// text: composed characters (a dead key then a letter, Compose sequences) and non-Latin input
/// from an input method server, when one runs. Without a server, Xlib's own method composes
/// what the locale's Compose table lists; without any method, keys are looked up one by one.
///
/// A server that offers on-the-spot pre-edit (ibus, fcitx, uim) hands the text it is composing
/// to the window's callbacks, which tell ``preeditChanged``: the focused text field shows it as
/// marked text, as UIKit's fields show a keyboard's composition; the finished text then arrives
/// through ``lookup(_:)``. Other methods draw their composition in a window of their own.
final class InputMethod {
    private let method: XIM
    private var inputContext: XIC?
    var context: XIC { inputContext! }
    /// Told the text being composed and its caret (in characters) each time the server changes them.
    var preeditChanged: ((String, Int) -> Void)?
    /// The text being composed, as the server's callbacks left it.
    private(set) var preedit = PreeditText()
    /// What ``preeditChanged`` was last told: a server often draws, then places the caret where
    /// the drawing left it, which tells nothing new.
    private var told = PreeditText()

    /// The method and an input context for `window`, or nil when the display offers none.
    init?(display: Display, window: UInt) {
        _ = InputMethod.localeChosen
        // The method crosses the lock as its address: an XIM is a plain pointer Xlib hands out.
        let address = InputMethod.opening.withLock { _ -> Int in
            if let opened = XOpenIM(display.pointer, nil, nil, nil) { return Int(bitPattern: opened) }
            // A server named by XMODIFIERS that is not running on this display: Xlib's own
            // method for this window, and the modifiers put back, since they are the process's
            // and another display may run that server.
            _ = XSetLocaleModifiers("@im=none")
            defer { _ = XSetLocaleModifiers("") }
            return Int(bitPattern: XOpenIM(display.pointer, nil, nil, nil))
        }
        let opened = XIM(bitPattern: address)
        guard let opened else { return nil }
        method = opened
        let client = XPointer(Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self))
        if xcollection_input_method_offers(opened, XIMStyle(XIMPreeditCallbacks | XIMStatusNothing)) != 0 {
            inputContext = xcollection_create_preedit_context(opened, window, InputMethod.preeditDone, InputMethod.preeditDraw,
                                                              InputMethod.preeditCaret, client)
        }
        if inputContext == nil { inputContext = xcollection_create_input_context(opened, window) }
        guard let inputContext else {
            XCloseIM(opened)
            return nil
        }
        XSetICFocus(inputContext)
    }

    deinit {
        if let inputContext { XDestroyIC(inputContext) }
        XCloseIM(method)
    }

    /// The server changed the text being composed: `XIMPreeditDrawCallbackStruct`.
    func preeditDrew(first: Int, replaced: Int, inserted: [Unicode.Scalar]?, caret: Int) {
        preedit.draw(first: first, replaced: replaced, inserted: inserted, caret: caret)
        tell()
    }

    /// The server moved the caret inside the text being composed; the position it landed on.
    func preeditCaretMoved(to position: Int) -> Int {
        let landed = preedit.moveCaret(to: position)
        tell()
        return landed
    }

    /// The composition ended: the field shows no marked text until the committed text arrives.
    func preeditEnded() {
        preedit.clear()
        tell()
    }

    private func tell() {
        guard preedit != told else { return }
        told = preedit
        preeditChanged?(preedit.text, preedit.caret)
    }

    private static func from(_ client: XPointer?) -> InputMethod? {
        client.map { Unmanaged<InputMethod>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
    }

    private static let preeditDone: XIMProc = { _, client, _ in
        InputMethod.from(client)?.preeditEnded()
    }

    private static let preeditDraw: XIMProc = { _, client, call in
        guard let method = InputMethod.from(client), let call else { return }
        let drawn = UnsafeRawPointer(call).assumingMemoryBound(to: XIMPreeditDrawCallbackStruct.self).pointee
        method.preeditDrew(first: Int(drawn.chg_first), replaced: Int(drawn.chg_length),
                           inserted: drawn.text.map { InputMethod.scalars(of: $0.pointee) }, caret: Int(drawn.caret))
    }

    private static let preeditCaret: XIMProc = { _, client, call in
        guard let method = InputMethod.from(client), let call else { return }
        let moved = UnsafeMutableRawPointer(call).assumingMemoryBound(to: XIMPreeditCaretCallbackStruct.self)
        let current = method.preedit.caret, count = method.preedit.characters.count
        let target: Int
        switch moved.pointee.direction {
        case XIMForwardChar: target = current + 1
        case XIMBackwardChar: target = current - 1
        case XIMLineStart: target = 0
        case XIMLineEnd: target = count
        case XIMAbsolutePosition: target = Int(moved.pointee.position)
        default: target = current
        }
        moved.pointee.position = Int32(method.preeditCaretMoved(to: target))
    }

    /// The characters of a server's text: multibyte in the locale's encoding (UTF-8, chosen
    /// below), or wide characters (UTF-32 on glibc).
    static func scalars(of text: XIMText) -> [Unicode.Scalar] {
        if text.encoding_is_wchar != 0 {
            guard let wide = text.string.wide_char else { return [] }
            return (0..<Int(text.length)).compactMap { Unicode.Scalar(UInt32(bitPattern: wide[$0])) }
        }
        guard let bytes = text.string.multi_byte else { return [] }
        return Array(String(cString: bytes).unicodeScalars.prefix(Int(text.length)))
    }

    /// The keysym and the text of a key press, as the input method gives them; the keysym is 0
    /// when the press only finished composing, the text empty when it types nothing.
    func lookup(_ key: inout XKeyEvent) -> (keysym: UInt, text: String) {
        var keysym: KeySym = 0
        var status: Int32 = 0
        var buffer = [CChar](repeating: 0, count: 64)
        var count = Xutf8LookupString(context, &key, &buffer, Int32(buffer.count), &keysym, &status)
        if status == XBufferOverflow {
            buffer = [CChar](repeating: 0, count: Int(count) + 1)
            count = Xutf8LookupString(context, &key, &buffer, Int32(buffer.count), &keysym, &status)
        }
        let hasKeysym = status == XLookupKeySym || status == XLookupBoth
        let hasText = status == XLookupChars || status == XLookupBoth
        let text = hasText ? String(decoding: buffer.prefix(Int(max(0, count))).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        return (hasKeysym ? UInt(keysym) : 0, text)
    }

    /// Xlib's input methods read the character set from the locale: the environment's, or UTF-8
    /// when it names none (the "C" locale of a bare CI machine), so typed text is always UTF-8.
    /// Only the character type is set; numbers keep the C locale's formatting.
    /// Opening a method reads the process's locale modifiers, which a failed open changes for a moment.
    private static let opening = Mutex<Void>(())

    private static let localeChosen: Void = {
        let current = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? "C"
        if current == "C" || current == "POSIX" { _ = setlocale(LC_CTYPE, "C.UTF-8") }
        _ = XSetLocaleModifiers("")
    }()
}
