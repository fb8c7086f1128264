import Foundation
import Testing
import TestSupport
import X11Window

/// `Examples/swift/inbox.swift` in the window, driven through XTest as a hand drives it: a row
/// dragged left shows Delete (red, at the edge) and Flag (orange); a tap on Delete runs it, and
/// the row goes; a press elsewhere closes an open row without selecting anything. In the
/// serialized window suite: every window test shares the one pointer.
extension InteractionTests {
    static let inbox = #filePath.components(separatedBy: "/Tests/")[0] + "/Examples/swift/inbox.swift"

    private func swipeRGB(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.red, p.green, p.blue]
    }

    @Test("a drag left opens the row's trailing actions; a tap on Delete runs it and the row is deleted")
    func swipeTrailingActions() throws {
        let display = try TestDisplay.requireShared()
        #expect(try SwiftFileTests.run(["--swift", Self.inbox, "--dump-layout"]).status == 0)
        let driver = try WindowDriver(display: display)
        let program = try RunningProgram(["--swift", Self.inbox, "--size", "375x500"], display: display,
                                         environment: ["XDG_CACHE_HOME": SwiftFileTests.cache])
        try #require(program.next(containing: #""event":"ready""#, timeout: 30) != nil, "the window never reported ready")
        // Row 0 is 0…56; a slow drag of 160 to the left, held, then let go: past half of the
        // buttons (74 + 74), so the row stays open with both showing.
        driver.drag(from: (300, 28), through: [(290, 28, 30), (260, 28, 30), (200, 28, 30), (140, 28, 30)], restBeforeRelease: 120)
        usleep(600_000)
        let open = driver.capture(width: 375, height: 500)
        #expect(swipeRGB(open, 340, 8) == [255, 59, 48], "Delete, red, at the row's trailing edge")
        #expect(swipeRGB(open, 260, 8) == [255, 149, 0], "Flag, orange, beside it")
        #expect(swipeRGB(open, 340, 80) != [255, 59, 48], "the row below is untouched")
        // A tap on Delete runs it: the event names it, and the row is deleted.
        driver.click(button: 1, at: (340, 28))
        #expect(program.next(containing: #""event":"swipe-action","section":0,"item":0,"action":0,"title":"Delete"}"#) != nil)
        #expect(program.next(containing: #""event":"applied","inserted":0,"deleted":1"#) != nil)
    }

    @Test("a press elsewhere closes an open row and selects nothing; a drag right shows the leading action")
    func swipeDismissAndLeading() throws {
        let display = try TestDisplay.requireShared()
        #expect(try SwiftFileTests.run(["--swift", Self.inbox, "--dump-layout"]).status == 0)
        let driver = try WindowDriver(display: display)
        let program = try RunningProgram(["--swift", Self.inbox, "--size", "375x500"], display: display,
                                         environment: ["XDG_CACHE_HOME": SwiftFileTests.cache])
        try #require(program.next(containing: #""event":"ready""#, timeout: 30) != nil, "the window never reported ready")
        driver.drag(from: (300, 84), through: [(290, 84, 30), (260, 84, 30), (200, 84, 30), (140, 84, 30)], restBeforeRelease: 120)
        usleep(600_000)
        driver.click(button: 1, at: (100, 200))
        usleep(600_000)
        let closed = driver.capture(width: 375, height: 500)
        #expect(swipeRGB(closed, 340, 70) == [255, 255, 255], "the row closed")
        // The press only closed the row: the next tap selects.
        driver.click(button: 1, at: (100, 200))
        #expect(program.next(containing: #""event":"select","section":0,"item":3}"#) != nil)
        driver.drag(from: (60, 84), through: [(70, 84, 30), (100, 84, 30), (160, 84, 30), (220, 84, 30)], restBeforeRelease: 120)
        usleep(600_000)
        let leading = driver.capture(width: 375, height: 500)
        #expect(swipeRGB(leading, 20, 70) == [0, 122, 255], "Unread, blue, at the row's leading edge")
    }
}
