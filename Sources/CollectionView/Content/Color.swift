import CollectionLayout

/// A colour with straight (not premultiplied) alpha, each channel 0...1.
public struct Color: Hashable, Sendable {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// Opacity: 1 is opaque, 0 invisible.
    public var alpha: Double
    /// The colour in dark appearance, when it is another: a colour that resolves per traits, as
    /// UIKit's system and dynamic colours do. Drawn by `resolved(for:)`.
    public var dark: Components?

    /// A colour's four components in 0...1.
    public struct Components: Hashable, Sendable {
        public var red: Double, green: Double, blue: Double, alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
    }

    /// A colour that is `light` in light appearance and `dark` in dark appearance.
    public init(light: Color, dark: Color) {
        self = light.resolved(for: .light)
        self.dark = Components(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    }

    /// The colour as `style` shows it, the same in both when it has no dark appearance.
    public func resolved(for style: UserInterfaceStyle) -> Color {
        let components = style.pick(light: Components(red: red, green: green, blue: blue, alpha: alpha), dark: dark)
        return Color(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
    }

    /// A colour from components in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `0xRRGGBB`, as design tools write colours.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour at another opacity.
    public func withAlpha(_ alpha: Double) -> Color {
        var result = Color(red: red, green: green, blue: blue, alpha: alpha)
        result.dark = dark.map { Components(red: $0.red, green: $0.green, blue: $0.blue, alpha: alpha) }
        return result
    }

    /// Opaque white.
    public static let white = Color(hex: 0xFFFFFF)
    /// Opaque black.
    public static let black = Color(hex: 0x000000)
    /// Fully transparent.
    public static let clear = Color(hex: 0x000000, alpha: 0)
    /// UIKit's `systemBackground`: white, black in dark appearance. What a collection view
    /// shows behind its content unless told otherwise, as UIKit's does.
    public static let systemBackground = Color(light: .white, dark: .black)
}
