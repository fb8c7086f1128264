import Foundation
import Testing
import TestSupport
import X11Window

/// A trait changed in the window reaches cells built from views as a fresh start with that trait
/// shows them: labels that adjust their fonts grow, rows are measured again, colours resolve
/// again. In the serialized window suite: the tests share the pointer and the keyboard.
extension InteractionTests {
    static let discover = scrollingExamples + "discover.swift"

    /// The first frame of the Discover screen started with `arguments`, rendered headless.
    private func freshStart(_ arguments: [String]) throws -> RGBAImage {
        let folder = try LayoutFolder()
        let png = folder.path + "/fresh.png"
        let run = try SwiftFileTests.run(["--swift", Self.discover, "--size", "375x667", "--screenshot", png] + arguments)
        try #require(run.status == 0, Comment(rawValue: run.stderr))
        return try PNG.read(png)
    }

    @Test("Ctrl+= three times and Ctrl+D show the Discover screen as a start at extraExtraExtraLarge in dark shows it")
    func textSizeAndAppearanceReachViewCells() throws {
        let display = try TestDisplay.requireShared()
        let large = try freshStart([])
        let larger = try freshStart(["--content-size-category", "extraExtraExtraLarge"])
        let dark = try freshStart(["--content-size-category", "extraExtraExtraLarge", "--appearance", "dark"])
        // The pictures the window must reach differ from where it starts.
        #expect(ImageComparison().compare(large, with: larger).differing > 10_000)
        #expect(ImageComparison().compare(larger, with: dark).differing > 10_000)

        let driver = try WindowDriver(display: display)
        let program = try RunningProgram(["--swift", Self.discover, "--size", "375x667"], display: display,
                                         environment: ["XDG_CACHE_HOME": SwiftFileTests.cache])
        try #require(program.next(containing: #""event":"ready""#, timeout: 30) != nil, "the window never reported ready")
        let started = driver.waitForScreen(matching: large, comparison: .exact, timeout: 5).matched
        #expect(started, "the window starts as the screenshot")
        for _ in 0..<3 { control(driver, 0x3D) }  // =
        #expect(program.next(containing: #""contentSizeCategory":"extraExtraExtraLarge""#) != nil)
        let (grown, _, grownDiffering) = driver.waitForScreen(matching: larger, comparison: .exact, timeout: 5)
        #expect(grown, "\(grownDiffering) pixels differ from a start at extraExtraExtraLarge")
        control(driver, 0x64)  // d
        let (darkened, _, darkDiffering) = driver.waitForScreen(matching: dark, comparison: .exact, timeout: 5)
        #expect(darkened, "\(darkDiffering) pixels differ from a start in dark at extraExtraExtraLarge")
    }
}
