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
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque white.
    public static let white = Color(hex: 0xFFFFFF)
    /// Opaque black.
    public static let black = Color(hex: 0x000000)
    /// Fully transparent.
    public static let clear = Color(hex: 0x000000, alpha: 0)
}
