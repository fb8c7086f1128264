import CollectionLayout
import CollectionView
import CollectionWindow
import XCollectionGallery

/// `--dump-layout` with self-sizing elements measured as a snapshot measures them: what the
/// first screen at the offset and half a screen around it show, with the pinned fonts, on
/// `DISPLAY` or an Xvfb of the program's own.
enum MeasuredDump {
    /// `solved` with its self-sizing elements measured; `solved` itself when it has none, or when
    /// `measure` is false. When measuring was asked for and cannot be done, the estimates stand
    /// and one line on standard error says so.
    static func layout(_ example: Example, solved: any SolvedCollectionLayout, host: LayoutHost, mainOffset: Double,
                       direction: LayoutDirection, measure: Bool) -> any SolvedCollectionLayout {
        guard measure, solved.hasSelfSizingElements else { return solved }
        let offset = solved.scrollDirection == .vertical ? Point(x: 0, y: mainOffset) : Point(x: mainOffset, y: 0)
        do {
            let measured = try CollectionWindow.measuredLayout(example.layout, dataSource: example.dataSource, host: host, offset: offset,
                                                               layoutDirection: direction)
            // A screen's collection view that covers part of the screen is dumped in its own coordinates.
            return (measured as? PlacedSolvedLayout)?.base ?? measured
        } catch {
            Diagnostics.note("--dump-layout: cannot measure text (\(error)); the dump keeps the estimates, as --no-measure would")
            return solved
        }
    }
}
