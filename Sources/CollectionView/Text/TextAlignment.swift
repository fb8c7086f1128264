/// Where the lines of a label sit across its width.
public enum TextAlignment: String, Hashable, Sendable {
    /// At the edge each paragraph starts from: left for left-to-right text, right for
    /// right-to-left text (by its first strong character; a paragraph with none runs the
    /// interface's way), as TextKit resolves `.natural`.
    case natural
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}
