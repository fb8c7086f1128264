/// Space between items, as UIKit's `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Hashable, Sendable, CustomStringConvertible {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points; the group's leftover space is shared among flexible spacings.
    case flexible(Double)

    /// The fixed amount, or the minimum of a flexible one.
    public var spacing: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v
        }
    }

    /// Whether the spacing takes a share of the leftover space.
    public var isFlexibleSpacing: Bool { if case .flexible = self { return true } else { return false } }
    /// Whether the spacing is a fixed number of points.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// The layout file's spelling, which is the Swift call: `fixed(8)` or `flexible(0)`.
    public var description: String {
        switch self {
        case .fixed(let v): return "fixed(\(NumberFormat.string(v)))"
        case .flexible(let v): return "flexible(\(NumberFormat.string(v)))"
        }
    }
}
