import CollectionLayout
import CollectionView

/// The layout of a screen's collection view as the engine solves it, carrying the screen: its
/// bars are drawn over the collection view and inset it (`screenChrome`). What the window, the
/// snapshots and `xcollection --swift` show a view controller's screen through.
///
/// `@unchecked Sendable`: the screen's objects are classes that are not; like a section
/// provider, they are only used while the layout is solved and drawn, on one thread.
public struct ScreenLayout: CollectionViewLayout, @unchecked Sendable {
    /// The screen.
    public let presentation: ScreenPresentation
    private let layout: any CollectionViewLayout

    /// The layout of `presentation`'s collection view; nil when the screen has none.
    public init?(_ presentation: ScreenPresentation) {
        guard let collectionView = presentation.collectionView else { return nil }
        self.presentation = presentation
        layout = collectionView.collectionViewLayout.collectionViewLayout
    }

    public func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout {
        try layout.solveLayout(container: container, itemCounts: itemCounts)
    }

    public func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements) throws(LayoutError) -> any SolvedCollectionLayout {
        try layout.solveLayout(container: container, itemCounts: itemCounts, measurements: measurements)
    }

    public func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements,
                            layoutDirection: LayoutDirection) throws(LayoutError) -> any SolvedCollectionLayout {
        try layout.solveLayout(container: container, itemCounts: itemCounts, measurements: measurements, layoutDirection: layoutDirection)
    }

    public var flipsHorizontallyInOppositeLayoutDirection: Bool { layout.flipsHorizontallyInOppositeLayoutDirection }

    public var screenChrome: (any ScreenChrome)? { presentation }

    /// What the screen's collection view shows: its data source, or nothing when it has none.
    public var dataSource: any CollectionDataSource {
        presentation.collectionView?.contentDataSource
            ?? ContentProviderDataSource(itemCounts: [], backgroundColor: presentation.collectionView?.backgroundColor?.color ?? .systemBackground,
                                         cell: { _ in CellContent() })
    }
}
