/// The keys that scroll.
public enum ScrollKey: Hashable, Sendable {
    case up, down, pageUp, pageDown, home, end
}
