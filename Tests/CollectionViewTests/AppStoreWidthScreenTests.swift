import CollectionLayout
import CollectionView
import Testing
import TestSupport

/// The App Store drawn at a laptop's 1280x800 (issue 14): GET beside its app, not across the
/// window. Text is measured at a fixed width, so positions are exact.
@Suite struct AppStoreWidthScreenTests {
    /// Where the row `name` starts (the first text so named below `top`, as the featured cards
    /// above also name apps), and where the GET on its row starts.
    func nameAndGet(_ name: String, below top: Double, in canvas: RecordingCanvas) throws -> (name: Double, get: Double) {
        let placed = canvas.placedTexts
        let label = try #require(placed.first { $0.text == name && $0.baseline > top })
        let get = try #require(placed.first { $0.text == "GET" && $0.x > label.x && abs($0.baseline - label.baseline) < 30 })
        return (label.x, get.x)
    }

    @Test("1280x800: an app column's GET is 266 points from its app's name, not 1000")
    func getNearTheNameInAColumn() throws {
        let canvas = record(try screen("appstore", size: Size(width: 1280, height: 800)))
        let (name, get) = try nameAndGet("Pocket Tides", below: 320, in: canvas)
        // The row is 381 wide from 20: the name after the 56-point icon and a 12-point gap, GET
        // centred in a 72-point pill at the row's end.
        #expect(name == 88)
        #expect(get == 354)
    }

    @Test("1280x800: a chart row's GET is 290 points from its app's name")
    func getNearTheNameInTheCharts() throws {
        let canvas = record(try screen("appstore", size: Size(width: 1280, height: 800)))
        let (name, get) = try nameAndGet("2 Inkwell", below: 320, in: canvas)
        #expect(name == 501)
        #expect(get == 791)
    }

    @Test("375x667: the phone's rows keep GET where it was")
    func phoneKeepsItsRows() throws {
        let canvas = record(try screen("appstore"))
        let (name, get) = try nameAndGet("Pocket Tides", below: 191, in: canvas)
        #expect(name == 80)
        #expect(get == 278)
    }
}
