/// What a section's decorations of one kind look like, as a layout file gives on a decoration
/// item (`"color"`, `"cornerRadius"`).
public struct DecorationContentDescription: Hashable, Sendable {
    /// The fill; the grouped grey when nil.
    public var color: ContentColor?
    /// How round the corners are; 12 when nil.
    public var cornerRadius: Double?

    /// A description of a decoration; with no arguments, the placeholder look.
    public init(color: ContentColor? = nil, cornerRadius: Double? = nil) {
        self.color = color
        self.cornerRadius = cornerRadius
    }

    /// Whether nothing differs from the placeholder look.
    public var isEmpty: Bool { self == DecorationContentDescription() }
}
