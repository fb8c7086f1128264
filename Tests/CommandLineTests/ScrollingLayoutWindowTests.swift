import Foundation
import Testing
import TestSupport
import X11Window

/// The snapping carousel let go in the window, and a file that turns `isPagingEnabled` on. In
/// the serialized window suite: every window test shares the one pointer.
extension InteractionTests {
    static let scrollingExamples = #filePath.components(separatedBy: "/Tests/")[0] + "/Examples/swift/"

    @Test("the snapping carousel's cards are centred in their rests: a slow drag stops with card 1 centred, a wheel notch with card 2")
    func snappingCarouselInTheWindow() throws {
        let display = try TestDisplay.requireShared()
        let file = Self.scrollingExamples + "snapping.swift"
        // Compiled before the window opens, so it is ready at once.
        #expect(try SwiftFileTests.run(["--swift", file, "--dump-layout"]).status == 0)
        let driver = try WindowDriver(display: display)
        let program = try RunningProgram(["--swift", file, "--size", "375x667"], display: display,
                                         environment: ["XDG_CACHE_HOME": SwiftFileTests.cache])
        try #require(program.next(containing: #""event":"ready""#, timeout: 30) != nil, "the window never reported ready")
        // Cards 295 wide with 16 between, the first 40 from the left: card k is centred at
        // offset 40 + 311k + 147.5 − 187.5 = 311k.
        // A slow drag of 200, held still before it is let go: the proposal is where it was let
        // go, nearest to card 1's rest.
        driver.drag(from: (300, 330), through: [(280, 330, 30), (240, 330, 30), (170, 330, 30), (100, 330, 30)], restBeforeRelease: 120)
        #expect(program.next(containing: #""axis":"main","offset":311}"#) != nil)
        // A notch is a flick forward (0.47 points a millisecond): on to the next card.
        driver.click(button: 5, at: (180, 330))
        #expect(program.next(containing: #""axis":"main","offset":622}"#) != nil)
    }

    @Test("a file that turns isPagingEnabled on pages the window by its height: a wheel notch rests a page down")
    func pagingFromTheFile() throws {
        let display = try TestDisplay.requireShared()
        let folder = try LayoutFolder()
        let file = try folder.write("""
            import UIKitCompat

            func createLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 300, height: 90)
                return layout
            }

            @MainActor func configure(_ collectionView: UICollectionView) {
                collectionView.isPagingEnabled = true
            }

            let itemCounts = [60]
            """, name: "pages.swift")
        #expect(try SwiftFileTests.run(["--swift", file, "--dump-layout"]).status == 0)
        let driver = try WindowDriver(display: display)
        let program = try RunningProgram(["--swift", file, "--size", "375x600"], display: display,
                                         environment: ["XDG_CACHE_HOME": SwiftFileTests.cache])
        try #require(program.next(containing: #""event":"ready""#, timeout: 30) != nil, "the window never reported ready")
        driver.click(button: 5, at: (180, 300))
        #expect(program.next(containing: #""axis":"main","offset":600}"#) != nil)
        driver.click(button: 4, at: (180, 300))
        #expect(program.next(containing: #""axis":"main","offset":0}"#) != nil)
    }
}
