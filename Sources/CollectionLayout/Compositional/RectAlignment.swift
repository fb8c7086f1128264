/// Where a boundary supplementary item sits on its section or layout, as UIKit's `NSRectAlignment`.
public enum RectAlignment: String, CaseIterable, Hashable, Sendable {
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

    /// Position along x as a fraction of the free width: 0 leading, 0.5 centred, 1 trailing.
    var horizontalFraction: Double {
        switch self {
        case .topLeading, .leading, .bottomLeading: return 0
        case .top, .bottom: return 0.5
        case .topTrailing, .trailing, .bottomTrailing: return 1
        }
    }

    /// Position along y as a fraction of the free height: 0 top, 0.5 centred, 1 bottom.
    var verticalFraction: Double {
        switch self {
        case .top, .topLeading, .topTrailing: return 0
        case .leading, .trailing: return 0.5
        case .bottom, .bottomLeading, .bottomTrailing: return 1
        }
    }

    /// The fraction along `axis`.
    func fraction(_ axis: Axis) -> Double { axis == .horizontal ? horizontalFraction : verticalFraction }
}
