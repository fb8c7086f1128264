import Foundation
import Testing
import TestSupport
import X11Window

/// `--watch` as a person uses it: an editor saves the layout file while the window shows it.
/// Serialized with the other window tests: they share one pointer.
extension InteractionTests {
    /// Saves as editors that write a new file and rename it over the old one do.
    static func save(_ text: String, to path: String) throws {
        try text.write(toFile: path + ".saving", atomically: false, encoding: .utf8)
        guard rename(path + ".saving", path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    @Test("a save shows the new layout with the first visible row kept in place; a broken save leaves the old one scrolling under a banner")
    func watchSaveAndBreak() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let folder = try LayoutFolder()
        let file = try folder.list(name: "rows.json")
        let program = try RunningProgram(["--layout", file, "--watch", "--log-events", "--size", "375x667"], display: display)
        try #require(program.next(containing: #""event":"ready""#) != nil)
        let window = try #require(driver.programWindows().last)
        #expect(driver.display.windowTitle(window) == "rows.json — xcollection")

        // Three notches down: 168, row 3 (132–176) first, 36 points above the top.
        driver.click(button: 5, at: (180, 300), times: 3)
        #expect(program.next(containing: #""axis":"main","offset":168}"#) != nil)
        // Rows 60 tall: row 3 is at 180 now, so the view moves to 216 to keep it where it was.
        let taller = try folder.list(rowHeight: 60, name: "taller.json")
        try Self.save(LayoutFolder.listText(rowHeight: 60), to: file)
        #expect(program.next(containing: #"{"event":"reloaded"}"#) != nil)
        let kept = driver.waitForScreen(matching: try rendered(["--layout", taller, "--offset", "0,216"], display: display))
        let keptMatched = kept.matched
        #expect(keptMatched, "\(kept.differing) pixels differ from the edited file at 216")

        // A save that does not read: one event, the old layout stays, under the banner.
        try Self.save("{ \"sections\": [ {", to: file)
        let failed = program.next(containing: #""event":"reload-failed""#)
        #expect(failed == #"{"event":"reload-failed","message":"\#(file): sections[0]: invalid JSON at line 1, column 18: expected a key in double quotes"}"#)
        usleep(200_000)
        #expect(driver.display.windowTitle(window) == "rows.json — modified — xcollection")
        let withBanner = driver.capture(width: 375, height: 667)
        try? PNG.write(withBanner, to: NSTemporaryDirectory() + "xcollection-watch-banner.png")
        let pixel = withBanner.pixel(x: 4, y: 4)
        #expect([pixel.red, pixel.green, pixel.blue] == [0xB3, 0x26, 0x1E])
        // It still scrolls: three notches more settle at 384.
        driver.click(button: 5, at: (180, 400), times: 3)
        #expect(program.next(containing: #""axis":"main","offset":384}"#) != nil)

        // The next good save takes the banner away.
        try Self.save(LayoutFolder.listText(rowHeight: 60), to: file)
        #expect(program.next(containing: #"{"event":"reloaded"}"#) != nil)
        let clean = driver.waitForScreen(matching: try rendered(["--layout", taller, "--offset", "0,384"], display: display))
        #expect(driver.display.windowTitle(window) == "rows.json — xcollection")
        let cleanMatched = clean.matched
        #expect(cleanMatched, "\(clean.differing) pixels differ from the edited file at 384")
        driver.key(0x0071)  // q
        #expect(program.waitForExit())
    }

    @Test("--watch needs a layout file and a window", arguments: [
        (["--example", "list", "--watch"], "xcollection: --watch reloads a layout file when it is saved; give --layout FILE or --swift FILE"),
        (["--layout", "-", "--watch"], "xcollection: --watch reloads a layout file when it is saved; give --layout FILE or --swift FILE"),
        (["--layout", "x.json", "--watch", "--screenshot", "/tmp/x.png"], "xcollection: --watch keeps the window open; it cannot go with --screenshot"),
        (["--layout", "x.json", "--watch", "--dump-layout"], "xcollection: --watch keeps the window open; it cannot go with --dump-layout"),
    ])
    func watchRefusals(arguments: [String], line: String) throws {
        let result = try ProgramRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == line + "\n")
    }
}
