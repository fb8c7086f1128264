/// What the headers, footers and badges of one element kind show, as a layout file gives on a
/// boundary or supplementary item (`"title"`, `"color"`, `"textColor"`).
public struct SupplementaryContentDescription: Hashable, Sendable {
    /// The title; the kind and the section (`header 0`) when nil.
    public var title: ContentTemplate?
    /// The background; the grouped grey when nil.
    public var color: ContentColor?
    /// The title's colour; black when nil.
    public var textColor: ContentColor?

    /// A description of supplementary content; with no arguments, the placeholder look.
    public init(title: ContentTemplate? = nil, color: ContentColor? = nil, textColor: ContentColor? = nil) {
        self.title = title
        self.color = color
        self.textColor = textColor
    }

    /// Whether nothing differs from the placeholder look.
    public var isEmpty: Bool { self == SupplementaryContentDescription() }
}
