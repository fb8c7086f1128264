/// A run of text in one font and colour, wrapped to at most `numberOfLines` lines.
public struct TextLabel: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The font it is drawn in.
    public var font: FontSpec
    /// The text's colour.
    public var color: Color
    /// How lines sit across the label's width; by default at the edge the text starts from.
    public var alignment: TextAlignment
    /// 0 means as many lines as the text needs; past the limit the last line ends in "…".
    public var numberOfLines: Int

    /// A label of `text`; one line unless `numberOfLines` says more (0 for any).
    public init(_ text: String, font: FontSpec, color: Color = .black, alignment: TextAlignment = .natural, numberOfLines: Int = 1) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
    }
}
