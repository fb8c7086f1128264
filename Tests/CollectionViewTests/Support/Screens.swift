import CollectionLayout
import CollectionView
import XCollectionGallery
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

/// Drags `screen` along `y` from `start` through `points` (x, event ms), releases at `releaseAt`
/// (ms) and lets every motion finish; returns the events.
func drag(_ screen: CollectionScreen, y: Double, from start: Double, through points: [(x: Double, ms: Double)],
          releaseAt: Double) -> [CollectionEvent] {
    var events: [CollectionEvent] = []
    screen.onEvent = { events.append($0) }
    screen.pointerPressed(at: Point(x: start, y: y), time: 0, now: 0)
    for point in points { screen.pointerMoved(to: Point(x: point.x, y: y), time: point.ms, now: point.ms / 1000) }
    screen.pointerReleased(at: Point(x: points.last!.x, y: y), time: releaseAt, now: releaseAt / 1000)
    for tick in 1...600 { screen.step(now: releaseAt / 1000 + Double(tick) / 60) }
    return events
}
