import CollectionLayout
import Foundation
import Testing
import TestSupport
import X11Window

/// The window driven through XTest: the wheel, taps, keys and a resize, read back from the
/// `--log-events` lines and from the screen itself. Serialized: they share one pointer.
@Suite("Driving the window through XTest", .serialized)
struct InteractionTests {
    /// Keysyms of the keys the tests press.
    enum Keysym {
        static let end: UInt = 0xFF57
        static let home: UInt = 0xFF50
        static let n: UInt = 0x006E
        static let q: UInt = 0x0071
        static let right: UInt = 0xFF53
    }

    /// What the program renders for `arguments` with `--screenshot`.
    func rendered(_ arguments: [String], display: String) throws -> RGBAImage {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-expected-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try ProgramRunner.run(arguments + ["--screenshot", path], environment: TestDisplay.environment(display: display))
        try #require(run.status == 0, "\(run.stderr)")
        return try PNG.read(path)
    }

    func start(_ arguments: [String], display: String) throws -> RunningProgram {
        let program = try RunningProgram(arguments, display: display)
        try #require(program.next(containing: #""event":"ready""#) != nil, "the window never reported ready")
        return program
    }

    @Test("three wheel notches down scroll 168 pixels, show what --offset 0,168 renders, and three up return exactly")
    func wheel() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", "list", "--size", "375x667"], display: display)
        driver.click(button: 5, at: (180, 300), times: 3)
        #expect(program.next(containing: #""axis":"main","offset":168}"#) != nil)
        let scrolled = driver.waitForScreen(matching: try rendered(["--example", "list", "--size", "375x667", "--offset", "0,168"], display: display))
        let scrolledMatches = scrolled.matched
        #expect(scrolledMatches, "\(scrolled.differing) pixels differ from the render at offset 168")
        driver.click(button: 4, times: 3)
        #expect(program.next(containing: #""axis":"main","offset":0}"#) != nil)
        let back = driver.waitForScreen(matching: try rendered(["--example", "list", "--size", "375x667"], display: display))
        let backMatches = back.matched
        #expect(backMatches, "\(back.differing) pixels differ from the first screen")
    }

    @Test("a quick wheel down and partly back, a notch a frame, leaves exactly the pixels a fresh render at that offset has",
          arguments: [["--example", "list", "--items", "5000"], ["--example", "two-column", "--items", "5000"], ["--example", "badges"],
                      // Self-sizing: the render at the offset measures what the scroll passed on the way.
                      ["--example", "self-sizing"]])
    func scrolledFramesAreExact(example: [String]) throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(example + ["--size", "800x600"], display: display)
        // A notch a frame keeps the view moving, so most frames are scrolled ones mid-ease,
        // down and then back up.
        driver.move(400, 300)
        for button in [5, 4] {
            for _ in 0..<(button == 5 ? 25 : 9) {
                driver.click(button: button)
                usleep(16_000)
            }
        }
        let offset = 16 * 56
        #expect(program.next(containing: #""axis":"main","offset":\#(offset)}"#) != nil)
        let expected = try rendered(example + ["--size", "800x600", "--offset", "0,\(offset)"], display: display)
        let shown = driver.waitForScreen(matching: expected, comparison: .exact)
        let matches = shown.matched
        #expect(matches, "\(shown.differing) pixels differ from the render at offset \(offset)")
        if !matches { try? PNG.write(shown.image, to: FileManager.default.temporaryDirectory.appendingPathComponent("scrolled-\(example[1]).png").path) }
    }

    @Test("a click selects the item under it and names it", arguments: [
        ("list", 100, 50, #"{"event":"select","section":0,"item":1}"#),
        ("appstore", 200, 100, #"{"event":"select","section":0,"item":0}"#),
        ("appstore", 200, 330, #"{"event":"select","section":1,"item":1}"#),
    ])
    func clickSelects(example: String, x: Int, y: Int, event: String) throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", example, "--size", "375x667"], display: display)
        driver.click(button: 1, at: (x, y))
        #expect(program.next(containing: "select") == event)
    }

    @Test("--log-frames: ready once, before the first frame's line, and each frame's CPU time in milliseconds")
    func frameLines() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", "list", "--size", "375x667", "--log-frames"], display: display)
        #expect(program.next(containing: #""event":"frame""#) != nil)
        driver.move(180, 300)
        driver.key(Keysym.end)
        #expect(program.next(containing: #""offset":3469}"#) != nil)
        let lines = program.lines
        #expect(lines.first == #"{"event":"ready"}"#)
        #expect(lines.filter { $0 == #"{"event":"ready"}"# }.count == 1)
        let frames = lines.filter { $0.hasPrefix(#"{"event":"frame","ms":"#) }
        #expect(frames.count >= 2, "\(lines)")
        #expect(frames.allSatisfy { line in
            Double(line.dropFirst(#"{"event":"frame","ms":"#.count).dropLast()).map { $0 > 0 && $0 < 1000 } == true
        }, "\(frames)")
        driver.key(Keysym.q)
        #expect(program.waitForExit())
    }

    @Test("End scrolls to the end of the list, Home back; q quits with status 0")
    func keys() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", "list", "--size", "375x667"], display: display)
        driver.move(180, 300)
        driver.key(Keysym.end)
        #expect(program.next(containing: #""offset":3469}"#) != nil)
        driver.key(Keysym.home)
        #expect(program.next(containing: #""axis":"main","offset":0}"#) != nil)
        driver.key(Keysym.q)
        #expect(program.waitForExit())
        #expect(program.exitStatus == 0)
    }

    @Test("n shows the next example")
    func nextExample() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", "list", "--size", "375x667"], display: display)
        driver.move(180, 300)
        driver.key(Keysym.n)
        let shown = driver.waitForScreen(matching: try rendered(["--example", "grid", "--size", "375x667"], display: display))
        let shownMatches = shown.matched
        #expect(shownMatches, "\(shown.differing) pixels differ from the grid example; stderr: \(program.errors)")
    }

    @Test("a resize lays the example out again for the new size")
    func resize() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", "appstore", "--size", "375x667"], display: display)
        let window = try #require(driver.programWindows().first, "no xcollection window; stderr: \(program.errors)")
        driver.display.resizeWindow(window, width: 600, height: 500)
        let relaid = driver.waitForScreen(matching: try rendered(["--example", "appstore", "--size", "600x500"], display: display))
        let relaidMatches = relaid.matched
        #expect(relaidMatches, "\(relaid.differing) pixels differ from the App Store laid out at 600x500")
    }

    /// Covers the window with another and takes it away: the uncovered part comes back as an
    /// exposure, which the program answers with a whole new frame. Then the screen must match
    /// `shown`, what it showed before, exactly.
    func expectFullRedrawShows(_ shown: RGBAImage, driver: WindowDriver) throws {
        do {
            let cover = try Window(display: driver.display, width: shown.width, height: shown.height, title: "cover", className: "xcollection-test")
            cover.show()
            driver.display.flush()
            usleep(150_000)
        }
        driver.display.flush()
        usleep(150_000)
        let redrawn = driver.waitForScreen(matching: shown, comparison: .exact)
        let matches = redrawn.matched
        #expect(matches, "\(redrawn.differing) pixels differ between what the carousel's frames built and a full redraw")
    }

    @Test("a carousel flicked on its own, drawn strip by strip, shows exactly what a full redraw then shows")
    func carouselFramesAreExact() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", "appstore", "--size", "800x600"], display: display)
        driver.drag(from: (700, 120), through: [(640, 120, 8), (560, 120, 8), (480, 120, 8), (400, 120, 8)], restBeforeRelease: 0)
        #expect(program.next(containing: #""axis":"orthogonal","section":0"#) != nil)
        usleep(100_000)
        try expectFullRedrawShows(driver.capture(width: 800, height: 600), driver: driver)
    }

    /// A carousel 125.5 tall below rows 44.05 tall: its strip's edges fall between pixels.
    static let fractionalCarousel = """
        { "sections": [
          { "items": 12, "group": { "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "absolute(44.05)" },
                                    "subitems": [ { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" } } ] } },
          { "items": 20, "orthogonalScrollingBehavior": "paging",
            "group": { "group": "horizontal", "size": { "width": "fractionalWidth(0.75)", "height": "absolute(125.5)" },
                       "subitems": [ { "size": { "width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)" } } ] } },
          { "items": 60, "group": { "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "absolute(44)" },
                                    "subitems": [ { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" } } ] } }
        ] }
        """

    @Test("a carousel whose strip edges fall between pixels, stepped after a scroll, shows what a full redraw shows")
    func fractionalCarouselAfterScroll() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-fractional-\(UUID().uuidString).json").path
        try Self.fractionalCarousel.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let program = try start(["--layout", path, "--size", "375x667"], display: display)
        // Scrolled frames leave the back buffer stale outside their strips; the carousel's
        // redraw must not show any of it.
        driver.click(button: 5, at: (180, 300), times: 3)
        #expect(program.next(containing: #""axis":"main","offset":168}"#) != nil)
        driver.move(100, 420)
        usleep(50_000)
        driver.key(0xFF53)
        #expect(program.next(containing: #""axis":"orthogonal""#) != nil)
        usleep(100_000)
        try expectFullRedrawShows(driver.capture(width: 375, height: 667), driver: driver)
    }

    // paging-modes at 375x667: section k's strip starts at y = 169k + 44 and is 125 tall;
    // groups are 281.25 wide; pages are 375.

    @Test("paging-modes: a slow drag on groupPaging rests on the nearest group")
    func slowDragGroupPaging() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", "paging-modes", "--size", "375x667"], display: display)
        let y = 169 * 3 + 44 + 60
        driver.drag(from: (300, y), through: [(290, y, 20), (250, y, 20), (200, y, 20), (150, y, 20), (100, y, 20)], restBeforeRelease: 120)
        #expect(program.next(containing: "settled") == #"{"event":"settled","axis":"orthogonal","section":3,"offset":281}"#)
    }

    @Test("paging-modes: a fast flick on paging moves one page, on continuousGroupLeadingBoundary many groups")
    func flicks() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", "paging-modes", "--size", "375x667"], display: display)
        let paging = 169 * 2 + 44 + 60, boundary = 169 + 44 + 60
        driver.drag(from: (300, paging), through: [(290, paging, 5), (250, paging, 5), (200, paging, 5), (150, paging, 5)])
        #expect(program.next(containing: "settled") == #"{"event":"settled","axis":"orthogonal","section":2,"offset":375}"#)
        driver.drag(from: (300, boundary), through: [(290, boundary, 5), (250, boundary, 5), (200, boundary, 5), (150, boundary, 5)])
        let line = try #require(program.next(containing: "settled", timeout: 15))
        #expect(line.hasPrefix(#"{"event":"settled","axis":"orthogonal","section":1,"offset":"#))
        // A group edge (on its nearest whole pixel), more than one group along.
        let offset = try #require(Double(line.split(separator: ":").last!.dropLast()))
        #expect(offset >= 2 * 281.25)
        #expect(offset == 2438 || offset == ((offset / 281.25).rounded() * 281.25 + 0.5).rounded(.down))
    }

    @Test("paging-modes: a vertical drag scrolls the main axis, and a tap inside the slop selects")
    func verticalDragAndTap() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", "paging-modes", "--size", "375x667"], display: display)
        driver.drag(from: (200, 300), through: [(200, 290, 20), (200, 260, 20), (200, 230, 20)], restBeforeRelease: 120)
        // The drag locks at y = 290 (10 past the press), so the content follows it 60 pixels.
        #expect(program.next(containing: "settled") == #"{"event":"settled","axis":"main","offset":60}"#)
        // Scrolled 60: y = 60 is content y = 120, in the first section's strip (44 to 169).
        driver.drag(from: (100, 60), through: [(103, 62, 10)], restBeforeRelease: 10)
        #expect(program.next(containing: "select") == #"{"event":"select","section":0,"item":0}"#)
    }

    @Test("paging-modes: a click that catches a flung carousel stops it; it rests on a group, says so, and selects nothing")
    func catchAFling() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", "paging-modes", "--size", "375x667"], display: display)
        let y = 169 + 44 + 60
        driver.drag(from: (300, y), through: [(290, y, 5), (250, y, 5), (200, y, 5), (150, y, 5)])
        usleep(80_000)
        driver.click(button: 1, at: (200, y))
        let line = try #require(program.next(containing: "settled", timeout: 5))
        #expect(line.hasPrefix(#"{"event":"settled","axis":"orthogonal","section":1,"offset":"#))
        let offset = try #require(Double(line.split(separator: ":").last!.dropLast()))
        // Caught mid-glide, short of the end, and at rest on a group's leading edge (its pixel).
        #expect(offset < 2437.5)
        #expect(offset == ((offset / 281.25).rounded() * 281.25 + 0.5).rounded(.down))
        usleep(300_000)
        #expect(!program.lines.contains { $0.contains("select") })
    }

    @Test("paging-modes: a resize keeps a groupPaging row on its group, and reports where it rests")
    func resizeKeepsTheGroup() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", "paging-modes", "--size", "375x667"], display: display)
        driver.move(200, 169 * 3 + 44 + 60)
        for group in 1...4 {
            driver.key(Keysym.right)
            #expect(program.next(containing: "settled") == #"{"event":"settled","axis":"orthogonal","section":3,"offset":\#(NumberFormat.string((281.25 * Double(group) + 0.5).rounded(.down)))}"#)
        }
        let window = try #require(driver.programWindows().first, "no xcollection window; stderr: \(program.errors)")
        driver.display.resizeWindow(window, width: 500, height: 667)
        // Groups are 375 wide at 500: group 4 starts at 1500.
        #expect(program.next(containing: #""section":3"#) == #"{"event":"settled","axis":"orthogonal","section":3,"offset":1500}"#)
    }
}
