import Foundation
import Testing
import TestSupport
import X11Window

/// The inspector in the window: `i` toggles it, `--inspect` starts with it, and what it draws
/// is what `--inspect --screenshot` writes. Serialized with the other window tests.
extension InteractionTests {
    func renderedInspecting(_ arguments: [String], display: String) throws -> RGBAImage {
        let path = NSTemporaryDirectory() + "xcollection-inspect-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try ProgramRunner.run(arguments + ["--screenshot", path], environment: TestDisplay.environment(display: display))
        try #require(run.status == 0, "\(run.stderr)")
        return try PNG.read(path)
    }

    @Test("i turns the inspector on and off, with an event each time, and the window shows what --inspect --screenshot renders")
    func inspectorToggles() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let arguments = ["--example", "nested-groups", "--size", "375x667"]
        let program = try RunningProgram(arguments + ["--log-events"], display: display)
        try #require(program.next(containing: #""event":"ready""#) != nil)
        driver.key(0x0069)  // i
        #expect(program.next(containing: #"{"event":"inspect","on":true}"#) != nil)
        let inspected = driver.waitForScreen(matching: try renderedInspecting(arguments + ["--inspect"], display: display))
        let inspectedMatched = inspected.matched
        #expect(inspectedMatched, "\(inspected.differing) pixels differ from --inspect --screenshot")
        driver.key(0x0069)
        #expect(program.next(containing: #"{"event":"inspect","on":false}"#) != nil)
        let plain = driver.waitForScreen(matching: try renderedInspecting(arguments, display: display))
        let plainMatched = plain.matched
        #expect(plainMatched, "\(plain.differing) pixels differ from the plain render")
        driver.key(0x0071)
        #expect(program.waitForExit())
    }

    @Test("--inspect starts with it on, and it stays put over a scroll")
    func inspectorStartsOn() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let arguments = ["--example", "badges", "--size", "375x667"]
        let program = try RunningProgram(arguments + ["--inspect", "--log-events"], display: display)
        try #require(program.next(containing: #""event":"ready""#) != nil)
        driver.click(button: 5, at: (180, 300), times: 3)
        #expect(program.next(containing: #""axis":"main","offset":168}"#) != nil)
        let scrolled = driver.waitForScreen(matching: try renderedInspecting(arguments + ["--inspect", "--offset", "0,168"], display: display))
        let scrolledMatched = scrolled.matched
        #expect(scrolledMatched, "\(scrolled.differing) pixels differ from --inspect --offset 0,168")
        driver.key(0x0071)
        #expect(program.waitForExit())
    }
}
