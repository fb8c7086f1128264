/// What a flow layout's section insets are measured from, as
/// `UICollectionViewFlowLayout.SectionInsetReference`.
///
/// The collection views drawn here have no content inset and no safe area, so the first two
/// cases measure from the collection view's edges. The layout margins are the layout's
/// `layoutMargins` (by default a root view's system minimum, `SystemLayoutMargins`), applied on
/// the two edges across the scrolling direction: the ones along it are zero for a root view.
public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
    /// Insets measured from the content inset: the collection view's edges here.
    case fromContentInset
    /// Insets measured from the safe area: the collection view's edges here.
    case fromSafeArea
    /// Insets measured from the layout margins, across the scrolling direction.
    case fromLayoutMargins
}
