import CollectionLayout
import CollectionView

/// A ``UICollectionViewCompositionalLayout`` as the engine solves it: the collection view takes
/// the container's size and item counts, the layout is prepared, and the section provider runs
/// while the view still holds them, so a provider that asks
/// `layout.collectionView?.numberOfItems(inSection:)` gets the count being laid out, as in UIKit.
/// A subclass is asked through its overrides, which reach the engine's attributes through `super`.
///
/// The layout is a class that user code may change; it is read only during a solve, on the
/// thread that asks for it.
struct HostedCompositionalLayout: CollectionViewLayout, @unchecked Sendable {
    let layout: UICollectionViewCompositionalLayout

    func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout {
        try solveLayout(container: container, itemCounts: itemCounts, measurements: LayoutMeasurements(), layoutDirection: .leftToRight)
    }

    func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements) throws(LayoutError) -> any SolvedCollectionLayout {
        try solveLayout(container: container, itemCounts: itemCounts, measurements: measurements, layoutDirection: .leftToRight)
    }

    func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements,
                     layoutDirection: LayoutDirection) throws(LayoutError) -> any SolvedCollectionLayout {
        let solved = try layout.whilePrepared(size: CGSize(width: container.width, height: container.height), itemCounts: itemCounts) { _ throws(LayoutError) in
            try layout.compositionalLayout.solveLayout(container: container, itemCounts: itemCounts, measurements: measurements,
                                                      layoutDirection: layoutDirection)
        }
        return try layout.shown(solved, isOwnClass: type(of: layout) == UICollectionViewCompositionalLayout.self)
    }

    var flipsHorizontallyInOppositeLayoutDirection: Bool { layout.flipsHorizontallyInOppositeLayoutDirection }
}
