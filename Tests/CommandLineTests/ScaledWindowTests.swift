import CollectionLayout
import CollectionWindow
import Foundation
import Testing
import TestSupport
import X11Window
import XCollectionGallery

/// A window at 2x, as on a desktop whose `Xft.dpi` is 192: twice the pixels, the same picture
/// a 2x screenshot draws, and input read in points. In the serialized window suite.
extension InteractionTests {
    @Test("--scale 2: the window is 600x800 pixels for 300x400 points, draws what a 2x snapshot draws, and a notch scrolls 56 points, its frames moving the window's pixels to what a 2x snapshot there draws")
    func scaledWindow() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try RunningProgram(["--example", "settings", "--size", "300x400", "--scale", "2"], display: display)
        try #require(program.next(containing: #""event":"ready""#, timeout: 30) != nil, "the window never reported ready")
        let example = try #require(Gallery.example(named: "settings"))
        var host = LayoutHost(size: Size(width: 300, height: 400))
        host.traits.displayScale = 2
        let expected = try CollectionWindow.snapshot(layout: example.layout, dataSource: example.dataSource, host: host)
        #expect(expected.width == 600 && expected.height == 800)
        let shown = driver.waitForScreen(matching: expected, timeout: 5)
        #expect(shown.matched, "\(shown.differing) pixels differ")
        driver.click(button: 5, at: (300, 400))
        #expect(program.next(containing: #""axis":"main","offset":56}"#) != nil)
        // The notch's frames were scrolled ones (pixels moved, the uncovered strip drawn), at
        // twice the planner's points: where they came to rest is what a frame drawn whole shows.
        let scrolled = try CollectionWindow.snapshot(layout: example.layout, dataSource: example.dataSource, host: host,
                                                     offset: Point(x: 0, y: 56))
        let rested = driver.waitForScreen(matching: scrolled, timeout: 5)
        #expect(rested.matched, "\(rested.differing) pixels differ")
        driver.click(button: 4, at: (300, 400))
        #expect(program.next(containing: #""axis":"main","offset":0}"#) != nil)
        let back = driver.waitForScreen(matching: expected, timeout: 5)
        #expect(back.matched, "\(back.differing) pixels differ")
    }

    @Test("the desktop's scale: Xft.dpi over 96, rounded to 1, 2 or 3, with a note when it was not whole")
    func desktopScale() {
        #expect(WindowScale(dpi: nil) == WindowScale(dpi: 96))
        #expect(WindowScale(dpi: nil).scale == 1 && WindowScale(dpi: nil).note == nil)
        #expect(WindowScale(dpi: 192).scale == 2 && WindowScale(dpi: 192).note == nil)
        #expect(WindowScale(dpi: 288).scale == 3)
        #expect(WindowScale(dpi: 144).scale == 2 && WindowScale(dpi: 144).note?.contains("1.5") == true)
        #expect(WindowScale(dpi: 120).scale == 1 && WindowScale(dpi: 120).note != nil)
        #expect(WindowScale(dpi: 480).scale == 3)
    }
}
