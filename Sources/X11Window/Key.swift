import CX11

/// A pressed key, reduced to what a scrolling view reacts to.
public enum Key: Hashable, Sendable {
    /// A key that types a character; shift is already applied ("Q", not "q", with shift held).
    case character(Character)
    /// Escape.
    case escape
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// The space bar.
    case space
    /// Return or Enter.
    case returnKey
    /// Any other key, by its X keysym.
    case other(UInt)

    /// Backspace.
    public static let backspace = Key.other(0xFF08)
    /// Tab.
    public static let tab = Key.other(0xFF09)
    /// Tab with Shift held, as X reports it.
    public static let backTab = Key.other(0xFE20)
    /// Delete (forward).
    public static let delete = Key.other(0xFFFF)

    /// Maps an X keysym; keypad navigation keys count as their main-block twins.
    init(keysym: UInt) {
        switch keysym {
        case UInt(XK_Escape): self = .escape
        case UInt(XK_Up), UInt(XK_KP_Up): self = .up
        case UInt(XK_Down), UInt(XK_KP_Down): self = .down
        case UInt(XK_Left), UInt(XK_KP_Left): self = .left
        case UInt(XK_Right), UInt(XK_KP_Right): self = .right
        case UInt(XK_Prior), UInt(XK_KP_Prior): self = .pageUp
        case UInt(XK_Next), UInt(XK_KP_Next): self = .pageDown
        case UInt(XK_Home), UInt(XK_KP_Home): self = .home
        case UInt(XK_End), UInt(XK_KP_End): self = .end
        case UInt(XK_space), UInt(XK_KP_Space): self = .space
        case UInt(XK_Return), UInt(XK_KP_Enter): self = .returnKey
        default:
            if let scalar = Self.scalar(forKeysym: keysym) {
                self = .character(Character(scalar))
            } else {
                self = .other(keysym)
            }
        }
    }

    /// The Unicode scalar a keysym types, if it is printable.
    ///
    /// Latin-1 keysyms equal their code points, and keysyms 0x0100_0000 + U are Unicode U;
    /// that covers what XLookupString hands back on current keymaps.
    private static func scalar(forKeysym keysym: UInt) -> Unicode.Scalar? {
        switch keysym {
        case 0x20...0x7E, 0xA0...0xFF:
            return Unicode.Scalar(UInt32(keysym))
        case 0x0100_00A0...0x0110_FFFF:
            return Unicode.Scalar(UInt32(keysym - 0x0100_0000))
        default:
            return nil
        }
    }
}
