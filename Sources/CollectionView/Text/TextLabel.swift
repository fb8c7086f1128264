/// A run of text in one font and colour, wrapped to at most `numberOfLines` lines.
public struct TextLabel: Hashable, Sendable {
    public var text: String
    public var font: FontSpec
    public var color: Color
    public var alignment: TextAlignment
    /// 0 means as many lines as the text needs; past the limit the last line ends in "…".
    public var numberOfLines: Int

    public init(_ text: String, font: FontSpec, color: Color = .black, alignment: TextAlignment = .leading, numberOfLines: Int = 1) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
    }
}
