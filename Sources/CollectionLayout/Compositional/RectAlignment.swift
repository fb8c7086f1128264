/// Where a boundary supplementary item sits on its section or layout, as UIKit's `NSRectAlignment`.
public enum RectAlignment: String, CaseIterable, Hashable, Sendable {
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

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
