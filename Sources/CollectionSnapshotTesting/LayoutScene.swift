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
    /// The collection view's size in points; a device's screen when one is named.
    public var size: Size
    /// The device the scene is shown on, when one is named: its screen, safe area, margins, size
    /// classes and display scale.
    public var device: Device?
    /// How the device is held.
    public var orientation = DeviceOrientation.portrait
    /// The traits: appearance, text size and, with no device, the display scale. Pictures are
    /// in device pixels (`size` times the scale); dumps stay in points.
    public var traits = Traits()
    /// The content offset: its component along the layout's scroll direction is used, clamped to
    /// the content as a scroll would be; orthogonal sections start where the window starts them.
    public var offset: Point
    /// Whether `.image` draws the inspector overlay over the frame: groups, insets, spacing,
    /// anchors and orthogonal strips, as `xcollection --inspect` shows them.
    public var isInspecting = false
    /// Which way the interface runs: right to left, the layout is mirrored as the window shows
    /// it, and an `offset` of zero is where the layout starts.
    public var layoutDirection = LayoutDirection.leftToRight

    /// A scene of `layout` with `dataSource` in a view of `size`, scrolled to `offset`: scale 1,
    /// light, `large` text, no safe area.
    public init(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, size: Size,
                offset: Point = Point(x: 0, y: 0)) {
        self.layout = layout
        self.dataSource = dataSource
        self.size = size
        self.offset = offset
    }

    /// A scene of `layout` with `dataSource` filling `device`'s screen held `orientation`, with
    /// `traits` (the device's scale, size classes and idiom replacing theirs), scrolled to `offset`.
    public init(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, device: Device,
                orientation: DeviceOrientation = .portrait, traits: Traits = Traits(), offset: Point = Point(x: 0, y: 0)) {
        self.init(layout: layout, dataSource: dataSource, size: device.size(in: orientation), offset: offset)
        self.device = device
        self.orientation = orientation
        self.traits = traits
    }

    /// The screen the scene is solved and drawn for.
    public var host: LayoutHost {
        if let device, device.size(in: orientation) == size { return device.host(in: orientation, traits: traits) }
        return LayoutHost(size: size, traits: traits)
    }

    /// The layout solved for the scene, with estimates standing, as the view shows it at the
    /// scene's offset (a custom layout that follows bounds is laid out there).
    func solved() throws -> any SolvedCollectionLayout {
        try host.solving { () throws -> any SolvedCollectionLayout in
            let solved = try layout.solveLayout(container: size, itemCounts: dataSource.itemCounts, shownIn: layoutDirection)
            return try layout.following(solved, toMainOffset: mainOffset(in: solved), itemCounts: dataSource.itemCounts, shownIn: layoutDirection)
        }
    }

    /// The offset along `solved`'s main axis; where it starts when the offset is zero.
    func mainOffset(in solved: any SolvedCollectionLayout) -> Double {
        guard offset != Point(x: 0, y: 0) else { return solved.initialOffsets.main }
        return solved.scrollDirection == .vertical ? offset.y : offset.x
    }
}
