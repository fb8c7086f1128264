/// Where a stack of labels sits within an element's height.
public enum VerticalAlignment: String, Hashable, Sendable {
    case top, center, bottom
}
