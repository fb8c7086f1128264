/// A colour as a layout file writes it, `#RRGGBB` or `#RRGGBBAA`: 8-bit channels with straight
/// alpha. The engine draws nothing, so this is only the value; the view turns it into its own colour.
public struct ContentColor: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0 to 255.
    public var red: UInt8
    /// The green channel, 0 to 255.
    public var green: UInt8
    /// The blue channel, 0 to 255.
    public var blue: UInt8
    /// Opacity, 0 (invisible) to 255 (opaque).
    public var alpha: UInt8
    /// The colour in dark appearance, when it is another (a system colour's dark value); nil for
    /// a colour the same in both, as every layout file colour is.
    public var dark: Channels?

    /// Four 8-bit channels: a colour's dark appearance.
    public struct Channels: Hashable, Sendable {
        public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
    }

    /// A colour that is `light` in light appearance and `dark` in dark appearance.
    public init(light: ContentColor, dark: ContentColor) {
        self = light
        self.dark = Channels(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    }

    /// The colour as `style` shows it.
    public func resolved(for style: UserInterfaceStyle) -> ContentColor {
        let channels = style.pick(light: Channels(red: red, green: green, blue: blue, alpha: alpha), dark: dark)
        return ContentColor(red: channels.red, green: channels.green, blue: channels.blue, alpha: channels.alpha)
    }

    /// A colour from 8-bit channels; opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#RRGGBB` or `#RRGGBBAA` in either case; nil for anything else.
    public init?(hex text: String) {
        let digits = Array(text.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var channels: [UInt8] = []
        var index = 1
        while index < digits.count {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            channels.append(high << 4 | low)
            index += 2
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// `#RRGGBB` in upper case, with `AA` appended only when the colour is not opaque.
    public var description: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { Self.hexDigits[Int($0 >> 4)] + Self.hexDigits[Int($0 & 0xF)] }.joined()
    }

    private static let hexDigits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
