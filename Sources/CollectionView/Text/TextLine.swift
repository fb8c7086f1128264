/// One laid-out line of a label.
public struct TextLine: Hashable, Sendable {
    /// The line's text, without the spaces it was broken at.
    public var text: String
    /// Its advance width.
    public var width: Double

    /// A line of `text`, `width` wide.
    public init(text: String, width: Double) {
        self.text = text
        self.width = width
    }
}
