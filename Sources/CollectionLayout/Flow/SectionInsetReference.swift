/// What a flow layout's section insets are measured from, as
/// `UICollectionViewFlowLayout.SectionInsetReference`.
///
/// The collection views drawn here have no content inset and no safe area, so the first two
/// cases measure from the collection view's edges. Layout margins are UIView's default of
/// 8 points, applied on the two edges across the scrolling direction.
public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
    /// Insets measured from the content inset: the collection view's edges here.
    case fromContentInset
    /// Insets measured from the safe area: the collection view's edges here.
    case fromSafeArea
    /// Insets measured from the layout margins, 8 points in across the scrolling direction.
    case fromLayoutMargins

    /// The default layout margin of a view, in points.
    public static let defaultLayoutMargin = 8.0

    /// The extra inset on each edge across the scrolling direction.
    var crossMargin: Double { self == .fromLayoutMargins ? Self.defaultLayoutMargin : 0 }
}
