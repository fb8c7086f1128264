import Foundation
import Testing
import TestSupport
import X11Window

/// The inspector in the window: `i` toggles it, `--inspect` starts with it, and what it draws
/// is what `--inspect --screenshot` writes. Serialized with the other window tests.
extension InteractionTests {
    @Test("i turns the inspector on and off, with an event each time, and the window shows what --inspect --screenshot renders")
    func inspectorToggles() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let arguments = ["--example", "nested-groups", "--size", "375x667"]
        let program = try RunningProgram(arguments + ["--log-events"], display: display)
        try #require(program.next(containing: #""event":"ready""#) != nil)
        driver.key(0x0069)  // i
        #expect(program.next(containing: #"{"event":"inspect","on":true}"#) != nil)
        let inspected = driver.waitForScreen(matching: try rendered(arguments + ["--inspect"], display: display))
        let inspectedMatched = inspected.matched
        #expect(inspectedMatched, "\(inspected.differing) pixels differ from --inspect --screenshot")
        driver.key(0x0069)
        #expect(program.next(containing: #"{"event":"inspect","on":false}"#) != nil)
        let plain = driver.waitForScreen(matching: try rendered(arguments, display: display))
        let plainMatched = plain.matched
        #expect(plainMatched, "\(plain.differing) pixels differ from the plain render")
        driver.key(0x0071)
        #expect(program.waitForExit())
    }

    @Test("while inspecting, a click writes the element under it as one JSON line, and the pointer carries a panel describing it")
    func inspectorClickAndPanel() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let arguments = ["--example", "badges", "--size", "375x667"]
        let program = try RunningProgram(arguments + ["--inspect", "--log-events"], display: display)
        try #require(program.next(containing: #""event":"ready""#) != nil)
        let plain = try rendered(arguments + ["--inspect"], display: display)
        // Item 1's badge hangs over its top-right corner at 168.5, 19, 20 x 20.
        driver.click(button: 1, at: (178, 29))
        #expect(program.next(containing: #""event":"inspect-element""#)
            == #"{"event":"inspect-element","category":"supplementary","kind":"badge","section":0,"item":1,"frame":[168.5,19,20,20],"zIndex":1,"path":"sections[0].group.subitems[0].supplementaryItems[0]"}"#)
        driver.click(button: 1, at: (60, 60))
        #expect(program.next(containing: #""item":0,"frame""#)
            == #"{"event":"inspect-element","category":"cell","section":0,"item":0,"frame":[25,25,73.75,57],"zIndex":0,"path":"sections[0].group.subitems[0]"}"#)
        // The panel beside the pointer: dark, where the plain inspector render is not.
        driver.move(60, 60)
        usleep(300_000)
        let shown = driver.capture(width: 375, height: 667)
        try? PNG.write(shown, to: NSTemporaryDirectory() + "xcollection-inspector-panel.png")
        let panel = shown.pixel(x: 80, y: 84), under = plain.pixel(x: 80, y: 84)
        #expect([panel.red, panel.green, panel.blue] == [0x1C, 0x1C, 0x1E])
        #expect([under.red, under.green, under.blue] != [0x1C, 0x1C, 0x1E])
        // Off the window, the panel goes (cell 0 stays tinted: the click selected it).
        driver.move(1000, 900)
        usleep(300_000)
        let after = driver.capture(width: 375, height: 667).pixel(x: 80, y: 84)
        #expect([after.red, after.green, after.blue] != [0x1C, 0x1C, 0x1E])
        driver.key(0x0071)
        #expect(program.waitForExit())
    }

    @Test("--inspect starts with it on, and it stays put over a scroll")
    func inspectorStartsOn() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let arguments = ["--example", "badges", "--size", "375x667"]
        // The pointer stays off the window, so no panel follows it; the keys scroll.
        driver.move(1000, 900)
        let program = try RunningProgram(arguments + ["--inspect", "--log-events"], display: display)
        try #require(program.next(containing: #""event":"ready""#) != nil)
        for _ in 0..<3 { driver.key(0xFF54) }  // Down, a notch each
        #expect(program.next(containing: #""axis":"main","offset":168}"#) != nil)
        let scrolled = driver.waitForScreen(matching: try rendered(arguments + ["--inspect", "--offset", "0,168"], display: display))
        let scrolledMatched = scrolled.matched
        #expect(scrolledMatched, "\(scrolled.differing) pixels differ from --inspect --offset 0,168")
        driver.key(0x0071)
        #expect(program.waitForExit())
    }
}
