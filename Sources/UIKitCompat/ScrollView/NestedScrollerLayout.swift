import CollectionLayout
import CollectionView

/// A nested scroll view's layout as its engine solves it: the collection view's own (or the one
/// item a plain scroll view's content is), carrying the chrome that tells the scroll view what
/// its engine does.
///
/// `@unchecked Sendable`: the chrome refers to the scroll view, a class used only while the
/// screen is drawn, on one thread.
struct NestedScrollerLayout: CollectionViewLayout, @unchecked Sendable {
    let base: any CollectionViewLayout
    let chrome: NestedScrollerChrome

    func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout {
        try base.solveLayout(container: container, itemCounts: itemCounts)
    }

    func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements) throws(LayoutError) -> any SolvedCollectionLayout {
        try base.solveLayout(container: container, itemCounts: itemCounts, measurements: measurements)
    }

    func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements,
                     layoutDirection: LayoutDirection) throws(LayoutError) -> any SolvedCollectionLayout {
        try base.solveLayout(container: container, itemCounts: itemCounts, measurements: measurements, layoutDirection: layoutDirection)
    }

    var flipsHorizontallyInOppositeLayoutDirection: Bool { base.flipsHorizontallyInOppositeLayoutDirection }

    var screenChrome: (any ScreenChrome)? { chrome }
}
