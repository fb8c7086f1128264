import CollectionLayout
import CollectionView

/// A font, as UIKit's `UIFont`: a point size and a weight of the system face, which is what the
/// engine's `FontSpec` can draw.
///
/// The window draws every font in the project's pinned sans-serif face, so a font here has no
/// family: `systemFont(ofSize:weight:)` and `preferredFont(forTextStyle:)` (at the default Dynamic
/// Type size) are the ways to make one. Weights lighter than regular draw as regular and weights
/// heavier than bold draw as bold, the engine having those four (see ``fontSpec``).
public final class UIFont: NSObject, NSCopying, @unchecked Sendable {
    // Unchecked: immutable.
    /// The font's size in points (a point is a pixel here).
    public let pointSize: CGFloat
    /// How heavy its strokes are.
    let weight: Weight

    /// The text style a preferred font is of, so it can be sized for another text size.
    let textStyle: UIFont.TextStyle?
    /// How a font follows the text size: a preferred font's style, or the style of the
    /// `UIFontMetrics` that scaled it, with its size at the default category (Large).
    let dynamicSizing: DynamicSizing?

    /// A text style and the size at Large a font grows and shrinks from with the text size, up
    /// to a largest size.
    struct DynamicSizing: Sendable {
        let style: CollectionLayout.TextStyle
        let sizeAtLarge: CGFloat
        var maximumPointSize = CGFloat.infinity
    }

    init(pointSize: CGFloat, weight: Weight, textStyle: UIFont.TextStyle? = nil, dynamicSizing: DynamicSizing? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.dynamicSizing = dynamicSizing ?? textStyle.map {
            DynamicSizing(style: $0.textStyle, sizeAtLarge: CGFloat($0.textStyle.pointSize(at: .large)))
        }
    }

    /// The font at the default text size (Large) when it is a text style's; itself otherwise.
    var atDefaultContentSize: UIFont { at(.large) }

    /// The font at the text size `category` when it follows the text size (a preferred font, or
    /// one `UIFontMetrics` scaled), as a label that adjusts its font for the content size
    /// category shows it; itself otherwise.
    func at(_ category: ContentSizeCategory) -> UIFont {
        guard let dynamicSizing else { return self }
        let style = dynamicSizing.style
        let size = Swift.min(dynamicSizing.maximumPointSize,
                             dynamicSizing.sizeAtLarge * CGFloat(style.pointSize(at: category) / style.pointSize(at: .large)))
        return size == pointSize ? self : UIFont(pointSize: size, weight: weight, textStyle: textStyle, dynamicSizing: dynamicSizing)
    }

    /// The system font of `fontSize` points at `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The regular system font of `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular)
    }

    /// The bold system font of `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold)
    }

    /// The font of a text style at the text size the interface is shown with: the screen's
    /// content size category being laid out or drawn (`--content-size-category`,
    /// `Traits.preferredContentSizeCategory`), Large by default, where body text is 17 points, a
    /// headline 17 points semibold, a footnote 13. Apple's sizes for every category are in
    /// `TextStyle.pointSize(at:)`.
    public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(style, at: shownContentSizeCategory)
    }

    /// The font of a text style at the text size of `traitCollection`.
    public static func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(style, at: traitCollection?.preferredContentSizeCategory.contentSizeCategory ?? shownContentSizeCategory)
    }

    private static func preferredFont(_ style: UIFont.TextStyle, at category: ContentSizeCategory) -> UIFont {
        UIFont(pointSize: CGFloat(style.textStyle.pointSize(at: category)), weight: style.defaultWeight, textStyle: style)
    }

    /// The content size category of the screen being laid out or drawn; Large outside one.
    static var shownContentSizeCategory: ContentSizeCategory {
        LayoutHost.current?.traits.preferredContentSizeCategory ?? .large
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The font as the engine draws it: its size, and the nearest of the engine's four weights.
    public var fontSpec: FontSpec {
        FontSpec(size: Double(pointSize), weight: weight.fontWeight)
    }

    /// Whether `object` is a font of the same size and weight.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let b = object as? UIFont else { return false }
        return pointSize == b.pointSize && weight == b.weight
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(weight)
        return hasher.finalize()
    }

    /// The same font: a font does not change, so it is its own copy.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
