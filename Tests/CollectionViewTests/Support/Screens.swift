import CollectionLayout
import CollectionView
import Gallery
import Testing
import TestSupport

/// The iPhone-sized view the frame tables are written for.
let phone = Size(width: 375, height: 667)

/// A collection screen showing the example `name` at `size`.
func screen(_ name: String, size: Size = phone) throws -> CollectionScreen {
    let example = try #require(Gallery.example(named: name))
    return try CollectionScreen(layout: example.layout, dataSource: example.dataSource, size: size)
}

/// What `screen` draws, recorded.
func record(_ screen: CollectionScreen) -> RecordingCanvas {
    let canvas = RecordingCanvas()
    screen.draw(on: canvas, measurer: FixedWidthMeasurer())
    return canvas
}
