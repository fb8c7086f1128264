import CX11

/// A colour with straight (not premultiplied) components in 0...1.
public struct RGBAColor: Hashable, Sendable {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// Opacity: 1 is opaque; anything less composites with PictOpOver.
    public var alpha: Double

    /// Creates a colour from straight components in 0...1; values outside are clamped when drawn.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Whether drawing this colour replaces what is below it.
    var isOpaque: Bool { alpha >= 1 }

    /// Whether drawing this colour changes nothing, so the draw can be skipped.
    var isInvisible: Bool { alpha <= 0 }

    /// The XRender colour: 16-bit channels, premultiplied by alpha as XRender expects.
    var renderColor: XRenderColor {
        let a = Self.clamp(alpha)
        return XRenderColor(
            red: Self.channel(Self.clamp(red) * a),
            green: Self.channel(Self.clamp(green) * a),
            blue: Self.channel(Self.clamp(blue) * a),
            alpha: Self.channel(a)
        )
    }

    /// A key that makes colours equal when they would draw identically, for the picture caches.
    var cacheKey: UInt64 {
        let c = renderColor
        return UInt64(c.red) << 48 | UInt64(c.green) << 32 | UInt64(c.blue) << 16 | UInt64(c.alpha)
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    private static func channel(_ value: Double) -> UInt16 {
        UInt16((value * 65535).rounded())
    }
}
