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
    /// The collection view shown, as it was when this was made (a push shows another through a new one).
    private let collectionView: UICollectionView?

    /// The layout of `presentation`'s collection view; for a screen with none, a layout of no
    /// items filling the screen, over which the screen's views are drawn.
    public init(_ presentation: ScreenPresentation) {
        self.presentation = presentation
        collectionView = presentation.collectionView
    }

    /// The collection view's layout now: `setCollectionViewLayout` gives it another.
    private var layout: any CollectionViewLayout {
        collectionView?.collectionViewLayout.collectionViewLayout ?? FlowLayout()
    }

    public func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout {
        try solveLayout(container: container, itemCounts: itemCounts, measurements: LayoutMeasurements(), layoutDirection: .leftToRight)
    }

    public func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements) throws(LayoutError) -> any SolvedCollectionLayout {
        try solveLayout(container: container, itemCounts: itemCounts, measurements: measurements, layoutDirection: .leftToRight)
    }

    /// Solved for the screen (`container` its size), a collection view that covers only part
    /// of it is solved for its own frame and placed there; solved for the view's own size (a
    /// dump of it), it is that view's layout.
    public func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements,
                            layoutDirection: LayoutDirection) throws(LayoutError) -> any SolvedCollectionLayout {
        guard let host = LayoutHost.current, host.size == container || presentation.collectionViewFrame(on: host).size == container,
              presentation.collectionViewIsInset(on: host) else {
            return try layout.solveLayout(container: container, itemCounts: itemCounts, measurements: measurements, layoutDirection: layoutDirection)
        }
        let frame = presentation.collectionViewFrame(on: host)
        let inner = presentation.collectionViewHost(on: host)
        let solved = try inner.solving { () throws(LayoutError) in
            try layout.solveLayout(container: frame.size, itemCounts: itemCounts, measurements: measurements, layoutDirection: layoutDirection)
        }
        return container == host.size ? PlacedSolvedLayout(solved, frame: frame, screen: host.size) : solved
    }

    public var flipsHorizontallyInOppositeLayoutDirection: Bool { layout.flipsHorizontallyInOppositeLayoutDirection }

    public var screenChrome: (any ScreenChrome)? { presentation }

    /// What the screen's collection view shows: its data source, or nothing when it has none
    /// (over the screen's background, for a screen with no collection view: clear where its view
    /// has no background colour, as a view without one leaves the pixels under it).
    public var dataSource: any CollectionDataSource {
        let background = presentation.collectionView.map { $0.backgroundColor?.color ?? .systemBackground }
            ?? presentation.topView.backgroundColor?.color ?? .clear
        return presentation.collectionView?.contentDataSource
            ?? ContentProviderDataSource(itemCounts: [], backgroundColor: background, cell: { _ in CellContent() })
    }
}
