import CollectionLayout
import CollectionView

/// What the base `UICollectionViewLayout` gives the engine: UIKit's base class lays nothing
/// out and expects a subclass, so solving it for any item says so.
struct BaseLayoutStandIn: CollectionViewLayout {
    func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout {
        guard itemCounts.allSatisfy({ $0 == 0 }) else {
            throw LayoutError(path: "layout", message: "UICollectionViewLayout itself lays nothing out; "
                              + "return a UICollectionViewCompositionalLayout or a UICollectionViewFlowLayout")
        }
        return try CompositionalLayout(sectionProvider: { _, _ in nil }).solve(container: container, itemCounts: [])
    }
}
