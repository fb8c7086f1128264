import CollectionLayout

/// How a section scrolls across the layout's main axis, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    /// The section does not scroll on its own; its groups wrap along the main axis.
    case none = 0
    /// Scrolls freely and stops wherever momentum ends.
    case continuous
    /// Scrolls freely and comes to rest on a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Pages by the width of the collection view.
    case paging
    /// Pages one group at a time, resting on a group's leading edge.
    case groupPaging
    /// Pages one group at a time, resting with a group centred.
    case groupPagingCentered

    /// The engine's behaviour of the same name.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior {
        switch self {
        case .none: return .none
        case .continuous: return .continuous
        case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
        case .paging: return .paging
        case .groupPaging: return .groupPaging
        case .groupPagingCentered: return .groupPagingCentered
        }
    }
}
