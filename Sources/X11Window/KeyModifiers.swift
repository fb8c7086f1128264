import CX11

/// The modifier keys held during a pointer or key event.
public struct KeyModifiers: OptionSet, Sendable {
    /// The modifiers as bits: Shift 1, Control 2, Alt 4.
    public let rawValue: UInt8

    /// The set whose modifiers are the bits of `rawValue`.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Mod1, which is Alt on every common keymap.
    public static let alt = KeyModifiers(rawValue: 1 << 2)

    /// Reads an X modifier state (core `state` or XInput2 `mods.effective`).
    init(xState: UInt32) {
        var modifiers: KeyModifiers = []
        if xState & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if xState & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if xState & UInt32(Mod1Mask) != 0 { modifiers.insert(.alt) }
        self = modifiers
    }
}
