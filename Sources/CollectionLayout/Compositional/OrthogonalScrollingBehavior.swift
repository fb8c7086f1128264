/// How a section scrolls across the layout's main axis, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: String, CaseIterable, Hashable, Sendable {
    /// The section does not scroll on its own; its groups wrap along the main axis.
    case none
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
}
