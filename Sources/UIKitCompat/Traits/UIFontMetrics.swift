import CollectionLayout

/// Scales custom fonts and values with the text size, as UIKit's `UIFontMetrics`: by how a text
/// style grows from the default category (Large) to the one shown.
///
/// A font scales by the style's point size (body 17 at Large, 23 at xxxLarge); a value by the
/// style's leading, rounded to the display's pixels, as UIKit's `scaledValue(for:)` does (body
/// at Medium turns 17 into 16⅓ at 3x). Sources in docs/devices.md.
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The metrics of body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The style whose growth it follows.
    let style: TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = textStyle.textStyle
    }

    /// `font`, sized for Large, at the text size shown.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, at: UIFont.shownContentSizeCategory)
    }

    /// `font`, sized for Large, at `traitCollection`'s text size.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, at: traitCollection?.preferredContentSizeCategory.contentSizeCategory ?? UIFont.shownContentSizeCategory)
    }

    /// `font` at the text size shown, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, at: UIFont.shownContentSizeCategory, maximumPointSize: maximumPointSize)
    }

    private func scaledFont(for font: UIFont, at category: ContentSizeCategory, maximumPointSize: CGFloat = .infinity) -> UIFont {
        let sizing = UIFont.DynamicSizing(style: style, sizeAtLarge: font.pointSize, maximumPointSize: maximumPointSize)
        return UIFont(pointSize: font.pointSize, weight: font.weight, dynamicSizing: sizing).at(category)
    }

    /// `value`, meant for Large, at the text size shown, on the display's pixels.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        let traits = LayoutHost.current?.traits ?? Traits()
        return scaledValue(for: value, at: traits.preferredContentSizeCategory, scale: traits.displayScale)
    }

    /// `value`, meant for Large, at `traitCollection`'s text size, on its display's pixels.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard let traitCollection else { return scaledValue(for: value) }
        return scaledValue(for: value, at: traitCollection.preferredContentSizeCategory.contentSizeCategory ?? .large,
                           scale: Double(traitCollection.displayScale))
    }

    private func scaledValue(for value: CGFloat, at category: ContentSizeCategory, scale: Double) -> CGFloat {
        let scaled = Double(value) * style.leading(at: category) / style.leading(at: .large)
        let pixels = Swift.max(1, scale)
        return CGFloat((scaled * pixels).rounded() / pixels)
    }
}
