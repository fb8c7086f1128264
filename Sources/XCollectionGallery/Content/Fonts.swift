import CollectionLayout
import CollectionView

/// The examples' type scale, after iOS's text styles: each font is its size at the default text
/// size (Large), grown or shrunk with the text size shown as its nearest style grows, as
/// `UIFontMetrics` scales a custom font, so every example with text follows Dynamic Type.
enum Fonts {
    static var largeTitle: FontSpec { scaled(22, as: .title2, weight: .bold) }
    static var title: FontSpec { scaled(20, as: .title3, weight: .bold) }
    static var headline: FontSpec { scaled(16, as: .headline, weight: .semibold) }
    static var body: FontSpec { scaled(16, as: .body) }
    static var callout: FontSpec { scaled(15, as: .callout) }
    static var footnote: FontSpec { scaled(13, as: .footnote) }
    static var caption: FontSpec { scaled(12, as: .caption1, weight: .semibold) }

    /// `size` at Large, at the text size of the screen being laid out or drawn.
    private static func scaled(_ size: Double, as style: TextStyle, weight: FontWeight = .regular) -> FontSpec {
        let category = ListStyle.shownCategory
        guard category != .large else { return FontSpec(size: size, weight: weight) }
        return FontSpec(size: size * style.pointSize(at: category) / style.pointSize(at: .large), weight: weight)
    }
}
