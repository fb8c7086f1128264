import CollectionLayout

/// Where a boundary supplementary item sits on its section or layout, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Hashable, Sendable {
    /// No alignment; UIKit rejects it for boundary items, and here it is laid out as ``top``.
    case none = 0
    /// Centred on the top edge.
    case top
    /// At the top leading corner.
    case topLeading
    /// Centred on the leading edge.
    case leading
    /// At the bottom leading corner.
    case bottomLeading
    /// Centred on the bottom edge.
    case bottom
    /// At the bottom trailing corner.
    case bottomTrailing
    /// Centred on the trailing edge.
    case trailing
    /// At the top trailing corner.
    case topTrailing

    /// The engine's alignment.
    public var rectAlignment: RectAlignment {
        switch self {
        case .none, .top: return .top
        case .topLeading: return .topLeading
        case .leading: return .leading
        case .bottomLeading: return .bottomLeading
        case .bottom: return .bottom
        case .bottomTrailing: return .bottomTrailing
        case .trailing: return .trailing
        case .topTrailing: return .topTrailing
        }
    }
}
