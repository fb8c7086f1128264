/// One laid-out line of a label.
public struct TextLine: Hashable, Sendable {
    /// The line's text, without the spaces it was broken at.
    public var text: String
    /// Its advance width.
    public var width: Double
    /// The direction of the paragraph it belongs to, from the paragraph's first strong
    /// character; nil when the paragraph has none (digits, symbols), and it runs the way the
    /// interface does.
    public var direction: WritingDirection?

    /// A line of `text`, `width` wide, of a paragraph running `direction`.
    public init(text: String, width: Double, direction: WritingDirection? = nil) {
        self.text = text
        self.width = width
        self.direction = direction
    }
}
