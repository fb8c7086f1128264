import Foundation
import Testing
import TestSupport
import X11Window

/// `?` or `h` shows the keys the window understands. Serialized with the other window tests:
/// they share one pointer.
extension InteractionTests {
    @Test("h shows the key help over the list and takes it away; Escape closes it before it quits")
    func keyHelpToggles() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try RunningProgram(["--example", "list", "--log-events", "--size", "375x667"], display: display)
        try #require(program.next(containing: #""event":"ready""#) != nil)
        let plain = driver.capture(width: 375, height: 667)
        driver.key(0x0068)  // h
        usleep(300_000)
        let help = driver.capture(width: 375, height: 667)
        try? PNG.write(help, to: NSTemporaryDirectory() + "xcollection-key-help.png")
        // The panel, dark, in the middle; the list's white rows around it.
        let middle = help.pixel(x: 68, y: 333)
        #expect(Int(middle.red) < 60 && Int(middle.green) < 60 && Int(middle.blue) < 60)
        let corner = help.pixel(x: 2, y: 2)
        #expect([corner.red, corner.green, corner.blue] == [255, 255, 255])
        driver.key(0x0068)
        let back = driver.waitForScreen(matching: plain)
        let backMatched = back.matched
        #expect(backMatched, "\(back.differing) pixels differ from the list without the help")
        driver.key(0x0068)
        usleep(200_000)
        driver.key(0xFF1B)  // Escape: closes the help, the program goes on
        let closed = driver.waitForScreen(matching: plain)
        let closedMatched = closed.matched
        #expect(closedMatched)
        #expect(program.isRunning)
        driver.key(0xFF1B)
        #expect(program.waitForExit())
    }
}
