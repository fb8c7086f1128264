import CollectionLayout
import CollectionView
import SwiftFileSupport
import UIKitCompat

/// The layout of a `--swift` file as the window and the dumps solve it, keeping the file's
/// collection view alive with it: a layout holds its collection view weakly, as in UIKit, and
/// the margins and delegate the file's `configure(_:)` set must last as long as the layout is shown.
///
/// `@unchecked Sendable`: the file's objects are classes that are not; like a section provider,
/// they are only used while the layout is solved, on the program's main thread.
struct SwiftFileLayout: CollectionViewLayout, @unchecked Sendable {
    let definitions: SwiftFileDefinitions
    let layout: any CollectionViewLayout

    init(_ definitions: SwiftFileDefinitions) {
        self.definitions = definitions
        // A screen's collection view is solved where it is on the screen.
        layout = definitions.screen.flatMap(ScreenLayout.init) ?? definitions.layout.collectionViewLayout
    }

    func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout {
        try layout.solveLayout(container: container, itemCounts: itemCounts)
    }

    func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements) throws(LayoutError) -> any SolvedCollectionLayout {
        try layout.solveLayout(container: container, itemCounts: itemCounts, measurements: measurements)
    }

    func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements,
                     layoutDirection: LayoutDirection) throws(LayoutError) -> any SolvedCollectionLayout {
        try layout.solveLayout(container: container, itemCounts: itemCounts, measurements: measurements, layoutDirection: layoutDirection)
    }

    var flipsHorizontallyInOppositeLayoutDirection: Bool { layout.flipsHorizontallyInOppositeLayoutDirection }

    /// A screen's bars, drawn over the collection view and insetting it.
    var screenChrome: (any ScreenChrome)? { definitions.screen }
}
