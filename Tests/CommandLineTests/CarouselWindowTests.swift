import CollectionLayout
import Foundation
import Testing
import TestSupport
import X11Window

extension InteractionTests {
    /// The carousel's second card is drawn scaled down at the right edge: a click inside its
    /// layout frame but outside its picture selects nothing, and a click on its picture selects it.
    @Test("a click hits a scaled-down carousel card where it is drawn, not where the layout put it")
    func tapsHitScaledCards() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", "carousel", "--size", "375x667", "--log-events"], display: display)
        // Card 2's layout frame starts at 328; scaled about its centre it is drawn from 349.
        driver.click(button: 1, at: (340, 250))
        driver.click(button: 1, at: (362, 250))
        let selected = program.next(containing: #""event":"select""#)
        #expect(selected == #"{"event":"select","section":0,"item":1}"#)
    }
}
