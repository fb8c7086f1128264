import CollectionView

/// UISearchBar's measures on iOS 17 in a navigation bar, each with where it comes from.
///
/// | Value | iOS | Source |
/// |---|---|---|
/// | band under the (large) title | 52 pt | estimate: 8 pt above and below a 36 pt field, as iOS 13 and later draw it |
/// | field | 36 pt tall (taller at the largest text sizes: the font's line and 8 pt), 10 pt corners, `tertiarySystemFill`, the body font, placeholder "Search" in `secondaryLabel` | estimate; Apple, UISearchBar.placeholder default |
/// | magnifier | `magnifyingglass` 17 pt in `secondaryLabel`, 8 pt in from the field's leading edge, text 6 pt after it | estimate |
/// | Cancel | the system button font, 8 pt after the field, shown while the search is active | estimate |
/// | scope bar | a segmented control 32 pt tall under the field's row (8 pt below the field), 8 pt above the band's bottom, between the margins; shown while the search is active (`automaticallyShowsScopeBar`) | estimate: the segmented control's own height; Apple, UISearchController.automaticallyShowsScopeBar |
/// | dimming while active | black at 20 % over the content, when `obscuresBackgroundDuringPresentation` | estimate |
enum SearchBarMetrics {
    static let band = 52.0
    static let fieldHeight = 36.0
    /// Room above and below the text in a field grown for a large text size.
    static let fieldTextPadding = 8.0
    static let fieldCornerRadius = 10.0
    static let iconSide = 17.0
    static let iconInset = 8.0
    static let textGap = 6.0
    static let cancelGap = 8.0
    static let dimming = 0.2
    static let scopeHeight = 32.0
    /// What the scope bar adds to the band: the control and the gap above it.
    static let scopeBand = 40.0
}
