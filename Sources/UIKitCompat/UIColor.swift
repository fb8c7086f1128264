import CollectionLayout
import CollectionView

/// A colour, as UIKit's `UIColor`.
///
/// Components are sRGB, 0 to 1, with straight alpha. The system colours are UIKit's light
/// appearance (their values, and where they come from, are in `ListMetrics` and in
/// docs/uikit-compat.md); there is no dark appearance yet, and a colour does not adapt to traits.
public final class UIColor: Hashable, Sendable {
    /// The red component, 0 to 1.
    public let red: CGFloat
    /// The green component, 0 to 1.
    public let green: CGFloat
    /// The blue component, 0 to 1.
    public let blue: CGFloat
    /// Opacity, 0 (invisible) to 1.
    public let alpha: CGFloat

    /// A colour from sRGB components, each 0 to 1; values outside are clamped.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : Swift.min(1, Swift.max(0, value)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A grey of `white` (0 black, 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    convenience init(_ color: ContentColor) {
        self.init(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
                  alpha: CGFloat(color.alpha) / 255)
    }

    /// The same colour at another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour in 8-bit channels, as the engine and layout files hold it.
    public var contentColor: ContentColor {
        func byte(_ value: CGFloat) -> UInt8 { UInt8((value * 255).rounded()) }
        return ContentColor(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }

    /// The colour as `CollectionView` draws it.
    public var color: Color {
        Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    public static func == (a: UIColor, b: UIColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Opaque white.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Opaque black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// The background of plain lists and most views: white.
    public static let systemBackground = UIColor(ListMetrics.systemBackground)
    /// The background of grouped lists: #F2F2F7.
    public static let systemGroupedBackground = UIColor(ListMetrics.systemGroupedBackground)
    /// The fill of a grouped list's rows: white.
    public static let secondarySystemGroupedBackground = UIColor(ListMetrics.secondarySystemGroupedBackground)
    /// Primary text: black.
    public static let label = UIColor(ListMetrics.label)
    /// Secondary text: #3C3C43 at 60 %.
    public static let secondaryLabel = UIColor(ListMetrics.secondaryLabel)
    /// Tertiary text and chevrons: #3C3C43 at 30 %.
    public static let tertiaryLabel = UIColor(ListMetrics.tertiaryLabel)
    /// Separators: #3C3C43 at 29 %.
    public static let separator = UIColor(ListMetrics.separatorColor)
    /// The default tint: #007AFF.
    public static let systemBlue = UIColor(ListMetrics.systemBlue)
}
