/// The keys that scroll.
public enum ScrollKey: Hashable, Sendable {
    case up, down, pageUp, pageDown, home, end
    /// One snapping step of the orthogonal section under the pointer.
    case left, right
}
