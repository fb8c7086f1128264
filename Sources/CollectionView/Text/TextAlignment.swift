/// Where the lines of a label sit across its width.
public enum TextAlignment: String, Hashable, Sendable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}
