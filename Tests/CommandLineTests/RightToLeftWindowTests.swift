import Foundation
import Testing
import TestSupport
import X11Window

extension InteractionTests {
    /// paging-modes right to left: the same slow drag as left to right, towards the right,
    /// brings section 3 to rest on its second group, at the same offset; a click then lands on
    /// the reflected cells.
    @Test("right to left, a slow drag towards the right rests a groupPaging strip on its next group")
    func rightToLeftDrag() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", "paging-modes", "--size", "375x667", "--layout-direction", "rtl"], display: display)
        let y = 169 * 3 + 44 + 60
        driver.drag(from: (75, y), through: [(85, y, 20), (125, y, 20), (175, y, 20), (225, y, 20), (275, y, 20)], restBeforeRelease: 120)
        #expect(program.next(containing: "settled") == #"{"event":"settled","axis":"orthogonal","section":3,"offset":281}"#)
        // The second group's first cell (item 2) is now at the right edge.
        driver.click(button: 1, at: (330, y))
        #expect(program.next(containing: #""event":"select""#) == #"{"event":"select","section":3,"item":2}"#)
    }
}
