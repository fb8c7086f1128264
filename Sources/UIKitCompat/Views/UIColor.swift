import CollectionLayout
import CollectionView

/// A colour, as UIKit's `UIColor`.
///
/// Components are sRGB, 0 to 1, with straight alpha. The system colours are UIKit's light
/// appearance (their values, and where they come from, are in `ListMetrics` and in
/// docs/uikit-compat.md), with their dark values; a system or dynamic colour is drawn in the
/// appearance the view is shown in.
public final class UIColor: NSObject, @unchecked Sendable {
    // Unchecked: immutable.
    /// The red component, 0 to 1.
    public let red: CGFloat
    /// The green component, 0 to 1.
    public let green: CGFloat
    /// The blue component, 0 to 1.
    public let blue: CGFloat
    /// Opacity, 0 (invisible) to 1.
    public let alpha: CGFloat
    /// The colour in dark appearance, when it is another: a system colour's dark value, or
    /// what a dynamic provider gives for a dark trait collection.
    let dark: UIColor?
    /// The colour in dark appearance at the elevated level (a sheet), when it is another still:
    /// the system background colours'.
    let elevatedDark: UIColor?

    /// A colour from sRGB components, each 0 to 1; values outside are clamped.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, dark: nil)
    }

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, dark: UIColor?, elevatedDark: UIColor? = nil) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : Swift.min(1, Swift.max(0, value)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
        self.dark = dark?.lightValue
        self.elevatedDark = elevatedDark?.lightValue
    }

    /// A colour that is `light` in light appearance and `dark` in dark appearance.
    convenience init(light: UIColor, dark: UIColor) {
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha, dark: dark.dark ?? dark)
    }

    /// A colour that asks `dynamicProvider` what it is for a trait collection, as UIKit's
    /// dynamic colours do: resolved for light and for dark appearance (with the other traits of
    /// the screen being laid out), and drawn in the one the view is shown in.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let traits = LayoutHost.current?.traits ?? Traits()
        var light = traits, dark = traits
        light.userInterfaceStyle = .light
        dark.userInterfaceStyle = .dark
        let lightColor = dynamicProvider(UITraitCollection(traits: light)).resolvedColor(with: UITraitCollection(traits: light))
        let darkColor = dynamicProvider(UITraitCollection(traits: dark)).resolvedColor(with: UITraitCollection(traits: dark))
        self.init(light: lightColor, dark: darkColor)
    }

    /// The colour as `traitCollection`'s appearance shows it.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard traitCollection.userInterfaceStyle == .dark else { return lightValue }
        if traitCollection.userInterfaceLevel == .elevated, let elevatedDark { return elevatedDark }
        return dark ?? lightValue
    }

    /// This colour, lifted to `elevated` in dark appearance at the elevated level.
    func elevating(to elevated: UIColor) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha, dark: dark, elevatedDark: elevated)
    }

    /// This colour in light appearance alone.
    private var lightValue: UIColor {
        dark == nil ? self : UIColor(red: red, green: green, blue: blue, alpha: alpha, dark: nil)
    }

    /// The colour set called `name` in an asset catalog (see `ColorSets`): in the `Assets`
    /// folder of a `--swift` file, `UIImage.searchDirectories` or the main bundle, light and dark
    /// as the set gives them; nil when there is none, as in UIKit.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set called `name` in `bundle`'s resources, else as `init(named:)` finds it.
    /// The colour adapts to the traits it is drawn with, so `traitCollection` changes nothing.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let folders = [bundle?.resourcePath, bundle?.bundlePath].compactMap { $0 }
        guard let found = ColorSets.shared.color(named: name, in: folders) else { return nil }
        self.init(red: found.red, green: found.green, blue: found.blue, alpha: found.alpha, dark: found.dark, elevatedDark: found.elevatedDark)
    }

    /// A grey of `white` (0 black, 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    convenience init(_ color: ContentColor) {
        let dark = color.dark.map { UIColor(red: CGFloat($0.red) / 255, green: CGFloat($0.green) / 255, blue: CGFloat($0.blue) / 255,
                                            alpha: CGFloat($0.alpha) / 255, dark: nil) }
        self.init(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
                  alpha: CGFloat(color.alpha) / 255, dark: dark)
    }

    /// The same colour at another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha, dark: dark?.withAlphaComponent(alpha),
                elevatedDark: elevatedDark?.withAlphaComponent(alpha))
    }

    /// The colour in 8-bit channels, as the engine and layout files hold it.
    public var contentColor: ContentColor {
        func byte(_ value: CGFloat) -> UInt8 { UInt8((value * 255).rounded()) }
        let light = ContentColor(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
        guard let dark else { return light }
        return ContentColor(light: light, dark: dark.contentColor)
    }

    /// The colour as `CollectionView` draws it.
    public var color: Color {
        let light = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        guard let dark else { return light }
        return Color(light: light, dark: dark.color)
    }

    /// Whether `object` is a colour of the same components in every appearance, as UIKit compares colours.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let b = object as? UIColor else { return false }
        return red == b.red && green == b.green && blue == b.blue && alpha == b.alpha && dark == b.dark && elevatedDark == b.elevatedDark
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha); hasher.combine(dark)
        return hasher.finalize()
    }

    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Opaque white.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Opaque black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// The background of plain lists and most views: white.
    public static let systemBackground = UIColor(ListMetrics.systemBackground)
        .elevating(to: UIColor(ContentColor(red: 28, green: 28, blue: 30)))
    /// The background of grouped lists: #F2F2F7.
    public static let systemGroupedBackground = UIColor(ListMetrics.systemGroupedBackground)
        .elevating(to: UIColor(ContentColor(red: 28, green: 28, blue: 30)))
    /// The fill of a grouped list's rows: white.
    public static let secondarySystemGroupedBackground = UIColor(ListMetrics.secondarySystemGroupedBackground)
        .elevating(to: UIColor(ContentColor(red: 44, green: 44, blue: 46)))
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

extension UIColor: NSCopying {
    /// The same colour: a colour does not change, so it is its own copy.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
