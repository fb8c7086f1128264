import CollectionLayout
import CollectionView
import X11Window

extension CollectionWindow {
    /// The first frame of `layout` with `dataSource` at `size`, scrolled to `offset`, rendered
    /// without mapping a window: for screenshot tests.
    ///
    /// It draws on the display `DISPLAY` names, or with none on a private Xvfb it starts once
    /// for the process (and says so when Xvfb is not installed). Text is drawn with the pinned
    /// DejaVu fonts whatever the machine's font configuration says, so the same input gives the
    /// same pixels on any machine. Self-sizing cells are measured first, as the window does.
    /// Along the main axis `offset` is clamped to the content, as a scroll would be.
    public static func snapshot(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, size: Size,
                                offset: Point = Point(x: 0, y: 0)) throws -> RGBAImage {
        try snapshot(layout: layout, dataSource: dataSource, size: size, offset: offset, inspecting: false)
    }

    /// The first frame as `snapshot(layout:dataSource:size:offset:)` renders it, with the
    /// inspector overlay over it when `inspecting` (what `xcollection --inspect --screenshot` writes).
    public static func snapshot(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, size: Size,
                                offset: Point = Point(x: 0, y: 0), inspecting: Bool) throws -> RGBAImage {
        try snapshot(layout: layout, dataSource: dataSource, size: size, offset: offset, inspecting: inspecting, scrolledTo: nil)
    }

    /// The first frame as `snapshot(layout:dataSource:size:offset:inspecting:)` renders it, then
    /// scrolled so `item` is at its position, as `scrollToItem(at:at:animated:)` puts it (its
    /// orthogonal section's strip too): where a window opened for an early `scrollToItem` starts.
    /// In a `layoutDirection` right to left the layout is mirrored, as the window shows it; an
    /// `offset` of zero is then the layout's start (the far end of one that scrolls horizontally).
    public static func snapshot(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, size: Size,
                                offset: Point = Point(x: 0, y: 0), inspecting: Bool,
                                scrolledTo item: (indexPath: IndexPath, position: ScrollPosition)?,
                                layoutDirection: LayoutDirection = .leftToRight) throws -> RGBAImage {
        try snapshot(layout: layout, dataSource: dataSource, host: LayoutHost(size: size), offset: offset, inspecting: inspecting,
                     scrolledTo: item, layoutDirection: layoutDirection)
    }

    /// The first frame on `device` held `orientation`, with `traits` (the device's scale, size
    /// classes and idiom replace theirs): in device pixels (2556x1179 for an iPhone 15 on its
    /// side), laid out in the device's safe area and margins, as the device shows it.
    public static func snapshot(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, device: Device,
                                orientation: DeviceOrientation = .portrait, traits: Traits = Traits(),
                                offset: Point = Point(x: 0, y: 0), inspecting: Bool = false,
                                layoutDirection: LayoutDirection = .leftToRight) throws -> RGBAImage {
        try snapshot(layout: layout, dataSource: dataSource, host: device.host(in: orientation, traits: traits), offset: offset,
                     inspecting: inspecting, scrolledTo: nil, layoutDirection: layoutDirection)
    }

    /// The first frame on the screen `host` describes, in its device pixels (its size times its
    /// display scale): what every other `snapshot` renders through.
    /// With `deviceChrome`, the status bar and the home indicator are drawn over it.
    public static func snapshot(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, host: LayoutHost,
                                offset: Point = Point(x: 0, y: 0), inspecting: Bool = false,
                                scrolledTo item: (indexPath: IndexPath, position: ScrollPosition)? = nil,
                                layoutDirection: LayoutDirection = .leftToRight, deviceChrome: Bool = false,
                                contentInsetAdjustment: ContentInsetAdjustment = .automatic) throws -> RGBAImage {
        let pixels = try host.pixelSize.windowPixels(for: "snapshot")
        return try SnapshotRenderer.withShared { renderer in
            let screen = try renderer.screen(layout: layout, dataSource: dataSource, host: host, layoutDirection: layoutDirection)
            screen.showsDeviceChrome = deviceChrome
            screen.contentInsetAdjustment = contentInsetAdjustment
            scroll(screen, to: offset)
            if let item { screen.scrollToItem(at: item.indexPath, at: item.position, animated: false) }
            return try renderer.render(screen, pixels: pixels, inspecting: inspecting)
        }
    }

    /// The frame `screen` shows now, as you drove it — scrolled, with snapshots applied, part way
    /// through an animated apply after `step(now:)` — rendered as `snapshot(layout:dataSource:size:offset:)`
    /// renders a first frame, with the pinned fonts. For screenshot tests of what moves.
    public static func snapshot(of screen: CollectionScreen) throws -> RGBAImage {
        let pixels = try screen.host.pixelSize.windowPixels(for: "snapshot")
        return try SnapshotRenderer.withShared { renderer in
            screen.invalidateDrawnFrame()
            return try renderer.render(screen, pixels: pixels)
        }
    }

    /// `layout` solved for `size` with its self-sizing elements measured as a snapshot measures
    /// them — what shows at `offset` and half a screen around it, with the pinned fonts, on
    /// `DISPLAY` or a private Xvfb — for layout dumps that agree with the picture.
    public static func measuredLayout(_ layout: any CollectionViewLayout, dataSource: any CollectionDataSource, size: Size,
                                      offset: Point = Point(x: 0, y: 0),
                                      layoutDirection: LayoutDirection = .leftToRight) throws -> any SolvedCollectionLayout {
        try measuredLayout(layout, dataSource: dataSource, host: LayoutHost(size: size), offset: offset, layoutDirection: layoutDirection)
    }

    /// `layout` solved for the screen `host` describes, measured as
    /// `measuredLayout(_:dataSource:size:offset:layoutDirection:)` measures; in points.
    public static func measuredLayout(_ layout: any CollectionViewLayout, dataSource: any CollectionDataSource, host: LayoutHost,
                                      offset: Point = Point(x: 0, y: 0),
                                      layoutDirection: LayoutDirection = .leftToRight) throws -> any SolvedCollectionLayout {
        _ = try host.size.windowPixels(for: "layout")
        return try SnapshotRenderer.withShared { renderer in
            let screen = try renderer.screen(layout: layout, dataSource: dataSource, host: host, layoutDirection: layoutDirection)
            scroll(screen, to: offset)
            return renderer.measured(screen)
        }
    }

    /// The view trees of the elements of `layout` that lie in `rect` and are drawn as views (UIKit
    /// cells built in code), laid out at their frames on the screen `host` describes, with the
    /// fonts snapshots measure with: what `xcollection --dump-views` prints, by element.
    public static func viewTrees(of layout: any SolvedCollectionLayout, dataSource: any CollectionDataSource, host: LayoutHost,
                                 in rect: Rect, offsets: ScrollOffsets) throws -> [ElementIdentity: ViewTreeNode] {
        let elements = layout.elements(in: rect, offsets: offsets)
        return try SnapshotRenderer.withShared { renderer in
            host.solving {
                var trees: [ElementIdentity: ViewTreeNode] = [:]
                for element in elements {
                    guard let tree = dataSource.content(for: element)?.viewTree(at: element.frame, measurer: renderer.measurer) else { continue }
                    trees[ElementIdentity(element)] = tree
                }
                return trees
            }
        }
    }

    /// Scrolls `screen` along its main axis to the component of `offset` on that axis; a zero
    /// offset leaves it where the layout starts (the far end of a mirrored horizontal one).
    private static func scroll(_ screen: CollectionScreen, to offset: Point) {
        guard offset != Point(x: 0, y: 0) else { return }
        screen.setMainOffset(screen.layout.scrollDirection == .vertical ? offset.y : offset.x)
    }
}
