import CollectionLayout
import CollectionView

/// A ``UICollectionViewFlowLayout`` as the engine solves it: each solve prepares the layout for
/// the container's size first, as UIKit prepares a layout after its collection view resizes.
///
/// The layout is a class that user code may change; like a section provider, it is read only
/// during a solve, on the thread that asks for it.
struct HostedFlowLayout: CollectionViewLayout, @unchecked Sendable {
    let layout: UICollectionViewFlowLayout

    func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout {
        try solveLayout(container: container, itemCounts: itemCounts, measurements: LayoutMeasurements())
    }

    /// A subclass of the flow layout is asked through its overrides, which may call `super`
    /// for the flow layout's own attributes; the flow layout itself is answered directly.
    func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements) throws(LayoutError) -> any SolvedCollectionLayout {
        let solved = try layout.whilePrepared(size: CGSize(width: container.width, height: container.height), itemCounts: itemCounts) { _ throws(LayoutError) in
            try layout.flowLayout.solve(container: container, itemCounts: itemCounts, measurements: measurements)
        }
        return try layout.shown(solved, isOwnClass: type(of: layout) == UICollectionViewFlowLayout.self)
    }

    var flipsHorizontallyInOppositeLayoutDirection: Bool { layout.flipsHorizontallyInOppositeLayoutDirection }
}
