/// What a list cell shows, as UIKit's `UIListContentConfiguration`: an image, a text and a
/// secondary text, each with its properties, in one of UIKit's styles (`cell()`,
/// `subtitleCell()`, `valueCell()`, `header()`, …; see the factories).
///
/// A cell draws it with the list metrics of `ListStyle` (17-point body text, 44-point rows,
/// content on the layout margins), so it lines up with a list section's separators. `image` is
/// drawn as a glyph standing for its system symbol (see ``UIImage``).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// A ``UIListContentView`` showing this configuration.
    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration is the same in every state.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }

    /// The primary text; nil shows none.
    public var text: String?
    /// The secondary text: under the text, or at the trailing edge in a value cell; nil shows none.
    public var secondaryText: String?
    /// The image at the leading edge; nil shows none.
    public var image: UIImage?
    /// How the text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The style the configuration was made as.
    let style: ListContentStyle

    init(style: ListContentStyle, textProperties: TextProperties, secondaryTextProperties: TextProperties) {
        self.style = style
        self.textProperties = textProperties
        self.secondaryTextProperties = secondaryTextProperties
    }

    /// The text properties of a row's text: body, label colour.
    static var rowText: TextProperties { TextProperties(font: .preferredFont(forTextStyle: .body), color: .label) }
    /// A row's secondary line: subheadline, secondary label colour.
    static var rowSecondaryText: TextProperties {
        TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    }
    /// A value cell's value: body, secondary label colour.
    static var valueText: TextProperties { TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel) }
    /// A plain list's or a sidebar's header: body size, semibold, label colour.
    static var plainHeaderText: TextProperties {
        TextProperties(font: .systemFont(ofSize: 17, weight: .semibold), color: .label)
    }
    /// A grouped list's header: footnote, secondary label colour.
    static var groupedHeaderText: TextProperties {
        TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
    }
    /// A footer: footnote, secondary label colour, as many lines as it needs.
    static var footerText: TextProperties {
        TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel, numberOfLines: 0)
    }
}
