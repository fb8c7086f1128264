import CollectionLayout
import Foundation
import CollectionView
import Gallery
import CollectionWindow

/// `--dump-layout` with self-sizing elements measured by Xft: what the first screen at the
/// offset and half a screen around it show, as the window would measure them. Needs a
/// display for the fonts; without one the dump keeps the estimates.
enum MeasuredDump {
    /// The layout with what is in view measured, or nil when there is no display to measure with.
    static func measure(_ example: Example, size: Size, mainOffset: Double) -> (any SolvedCollectionLayout)? {
        guard let name = ProcessInfo.processInfo.environment["DISPLAY"], !name.isEmpty,
              let display = try? Display(name: name) else { return nil }
        guard let fonts = try? XftTextMeasurer(display: display) else { return nil }
        let measurer = CachedTextMeasurer(fonts)
        guard let screen = try? CollectionScreen(layout: example.layout, dataSource: example.dataSource, size: size,
                                                 measurer: measurer) else { return nil }
        screen.setMainOffset(mainOffset)
        screen.measureVisible()
        return screen.layout
    }
}
