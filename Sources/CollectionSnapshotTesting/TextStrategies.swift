import CollectionLayout
import CollectionWindow
import SnapshotTesting

extension Snapshotting where Value == LayoutScene, Format == String {
    /// The layout dump of `docs/layout-file.md` — every element's frame, as `xcollection
    /// --dump-layout --no-measure` prints it — compared element by element, so a frame that moves
    /// by one point fails with one line naming the element, the reference's frame and the new one. Needs no display: self-sizing elements keep their
    /// estimates (`layoutDump(measured: true)` measures them as the window does).
    public static var layoutDump: Snapshotting { layoutDump(measured: false) }

    /// The layout dump, with self-sizing elements measured with the pinned fonts when `measured`
    /// is true (on `DISPLAY` or a private Xvfb, as `.image` draws), or at their estimates.
    public static func layoutDump(measured: Bool) -> Snapshotting {
        SnapshotFailure.strategy(pathExtension: "json", diffing: .layoutDump) { scene in
            let solved = measured
                ? try CollectionWindow.measuredLayout(scene.layout, dataSource: scene.dataSource, host: scene.host, offset: scene.offset,
                                                      layoutDirection: scene.layoutDirection)
                : try scene.solved()
            var offsets = solved.unscrolledOffsets
            offsets.main = scene.mainOffset(in: solved)
            return LayoutDump.string(solved, offsets: offsets)
        }
    }

    /// The first screen as ASCII boxes (`xcollection --visual-description`): cells as `+--+`
    /// boxes labelled with their item, supplementaries as `+==+`. Needs no display.
    public static var visualDescription: Snapshotting { visualDescription(columns: 64) }

    /// The first screen as ASCII boxes `columns` characters wide.
    public static func visualDescription(columns: Int) -> Snapshotting {
        SnapshotFailure.strategy(pathExtension: "txt", diffing: Snapshotting<String, String>.lines.diffing) { scene in
            let solved = try scene.solved()
            let axis = solved.scrollDirection.axis
            let end = Swift.max(0, solved.contentSize[axis] - solved.containerSize[axis])
            var offsets = solved.initialOffsets
            offsets.main = Swift.min(Swift.max(scene.mainOffset(in: solved), 0), end)
            return solved.visualDescription(offsets: offsets, columns: columns) + "\n"
        }
    }
}
