import CollectionView

/// UIRefreshControl's measures on iOS 17, each with where it comes from. No iOS picture of a
/// refresh control mid-pull was found; the values follow Flutter's copy of the iOS control
/// (flutter/flutter `packages/flutter/lib/src/cupertino/refresh.dart`,
/// `CupertinoSliverRefreshControl`), whose values are measurements of iOS, not code taken from it.
///
/// | Value | iOS | Source |
/// |---|---|---|
/// | pull that starts refreshing | 100 pt past the top | Flutter's copy (`refreshTriggerPullDistance`) |
/// | room kept while refreshing | 60 pt above the content | Flutter's copy (`refreshIndicatorExtent`) |
/// | spinner | 28 pt across (radius 14), its top 16 pt below the top of the room opened | Flutter's copy |
/// | spokes while pulling | one more every eighth of the pull to the threshold, clockwise from the top | Flutter's copy (`partiallyRevealed`) |
/// | title | 6 pt under the spinner, 13 pt (`.footnote`), secondary label colour unless the title sets one; the room grows to hold it with 16 pt below | estimate: no source gives it |
enum RefreshControlMetrics {
    static let triggerDistance = 100.0
    static let extent = 60.0
    static let spinnerSide = 28.0
    static let spinnerTopMargin = 16.0
    static let titleGap = 6.0
}
