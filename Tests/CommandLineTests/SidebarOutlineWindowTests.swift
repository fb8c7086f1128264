import CollectionLayout
import Foundation
import Testing
import TestSupport
import X11Window

extension InteractionTests {
    /// The sidebar example's header rows through XTest: a click collapses a section's folders
    /// with an animated apply, and another brings them back to the very same picture.
    @Test("a click on a sidebar header collapses its folders and another expands them again")
    func sidebarHeadersCollapseAndExpand() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", "sidebar", "--size", "375x667", "--log-events"], display: display)
        driver.move(200, 300)
        let expanded = driver.capture(width: 375, height: 667)
        // The first header row, "Mailboxes", holds six folders.
        driver.click(button: 1, at: (100, 30))
        #expect(program.next(containing: #"{"event":"applied","inserted":0,"deleted":6,"moved":0,"reloaded":1}"#) != nil)
        usleep(500_000)
        let collapsed = driver.capture(width: 375, height: 667)
        let comparison = ImageComparison.exact
        #expect(!comparison.matches(comparison.compare(collapsed, with: expanded)))
        driver.click(button: 1, at: (100, 30))
        #expect(program.next(containing: #"{"event":"applied","inserted":6,"deleted":0,"moved":0,"reloaded":1}"#) != nil)
        usleep(500_000)
        #expect(comparison.matches(comparison.compare(driver.capture(width: 375, height: 667), with: expanded)))
    }
}
