import CX11
import Glibc

/// The X input method a window's keys go through (XIM), so text a person types arrives as
/// text: composed characters (a dead key then a letter, Compose sequences) and non-Latin input
/// from an input method server, when one runs. Without a server, Xlib's own method composes
/// what the locale's Compose table lists; without any method, keys are looked up one by one.
final class InputMethod {
    private let method: XIM
    let context: XIC

    /// The method and an input context for `window`, or nil when the display offers none.
    init?(display: Display, window: UInt) {
        _ = InputMethod.localeChosen
        var opened = XOpenIM(display.pointer, nil, nil, nil)
        if opened == nil {
            // A server named by XMODIFIERS that is not running: Xlib's own method instead.
            _ = XSetLocaleModifiers("@im=none")
            opened = XOpenIM(display.pointer, nil, nil, nil)
        }
        guard let opened else { return nil }
        guard let context = xcollection_create_input_context(opened, window) else {
            XCloseIM(opened)
            return nil
        }
        method = opened
        self.context = context
        XSetICFocus(context)
    }

    deinit {
        XDestroyIC(context)
        XCloseIM(method)
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
    private static let localeChosen: Void = {
        let current = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? "C"
        if current == "C" || current == "POSIX" { _ = setlocale(LC_CTYPE, "C.UTF-8") }
        _ = XSetLocaleModifiers("")
    }()
}
