/// One laid-out line of a label.
public struct TextLine: Hashable, Sendable {
    public var text: String
    /// Its advance width.
    public var width: Double

    public init(text: String, width: Double) {
        self.text = text
        self.width = width
    }
}
