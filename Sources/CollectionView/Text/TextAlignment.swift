/// Where the lines of a label sit across its width.
public enum TextAlignment: String, Hashable, Sendable {
    case leading, center, trailing
}
