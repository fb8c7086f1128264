import CollectionLayout
import CollectionView

/// What a snapshot shows: a layout with its data, in a collection view of `size` scrolled to
/// `offset` along the layout's main axis. The value `assertSnapshot(of:as:)` takes.
///
/// ```swift
/// let scene = LayoutScene(layout: layout, dataSource: dataSource, size: Size(width: 375, height: 667))
/// assertSnapshot(of: scene, as: .image)
/// ```
public struct LayoutScene: Sendable {
    /// The layout, solved for `size` whenever a strategy takes a snapshot.
    public var layout: any CollectionViewLayout
    /// What the elements show and how many there are.
    public var dataSource: any CollectionDataSource
    /// The collection view's size in points (one point is one pixel).
    public var size: Size
    /// The content offset: its component along the layout's scroll direction is used, clamped to
    /// the content as a scroll would be; orthogonal sections start where the window starts them.
    public var offset: Point
    /// Whether `.image` draws the inspector overlay over the frame: groups, insets, spacing,
    /// anchors and orthogonal strips, as `xcollection --inspect` shows them.
    public var isInspecting = false
    /// Which way the interface runs: right to left, the layout is mirrored as the window shows
    /// it, and an `offset` of zero is where the layout starts.
    public var layoutDirection = LayoutDirection.leftToRight

    /// A scene of `layout` with `dataSource` in a view of `size`, scrolled to `offset`.
    public init(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, size: Size,
                offset: Point = Point(x: 0, y: 0)) {
        self.layout = layout
        self.dataSource = dataSource
        self.size = size
        self.offset = offset
    }

    /// The layout solved for the scene, with estimates standing, as the view shows it at the
    /// scene's offset (a custom layout that follows bounds is laid out there).
    func solved() throws -> any SolvedCollectionLayout {
        let solved = try layout.solveLayout(container: size, itemCounts: dataSource.itemCounts, shownIn: layoutDirection)
        return try layout.following(solved, toMainOffset: mainOffset(in: solved), itemCounts: dataSource.itemCounts, shownIn: layoutDirection)
    }

    /// The offset along `solved`'s main axis; where it starts when the offset is zero.
    func mainOffset(in solved: any SolvedCollectionLayout) -> Double {
        guard offset != Point(x: 0, y: 0) else { return solved.initialOffsets.main }
        return solved.scrollDirection == .vertical ? offset.y : offset.x
    }
}
