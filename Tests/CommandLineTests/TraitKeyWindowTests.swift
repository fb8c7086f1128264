import Foundation
import Testing
import TestSupport
import X11Window

/// The window's trait keys under XTest, as a person changes Settings or turns the phone: Ctrl+D
/// dark and back, Ctrl+= and Ctrl+- the text size a step, Ctrl+O the device on its side; each
/// change logged as a `traits` event. In the serialized window suite: the tests share the pointer.
extension InteractionTests {
    /// Presses `keysym` with Control held.
    func control(_ driver: WindowDriver, _ keysym: UInt) {
        driver.input.key(0xFFE3, press: true)  // Control_L
        driver.input.key(keysym, press: true)
        driver.input.key(keysym, press: false)
        driver.input.key(0xFFE3, press: false)
        driver.input.flush()
    }

    @Test("Ctrl+D turns the settings list dark and back; Ctrl+= and Ctrl+- step the text size; each is a traits event")
    func traitKeys() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try RunningProgram(["--example", "settings", "--size", "375x667"], display: display)
        try #require(program.next(containing: #""event":"ready""#, timeout: 30) != nil, "the window never reported ready")
        control(driver, 0x64)  // d
        #expect(program.next(containing: #""event":"traits","appearance":"dark","contentSizeCategory":"large","orientation":"portrait","size":"375x667"}"#) != nil)
        let dark = driver.waitForScreen(matching: blackCorner(), comparison: ImageComparison(tolerance: 0, maximumDiffering: 0), timeout: 3)
        #expect(dark.matched, "the page behind the cards turned black")
        control(driver, 0x3D)  // =
        #expect(program.next(containing: #""appearance":"dark","contentSizeCategory":"extraLarge""#) != nil)
        control(driver, 0x2D)  // -
        control(driver, 0x2D)
        #expect(program.next(containing: #""contentSizeCategory":"large""#) != nil)
        #expect(program.next(containing: #""contentSizeCategory":"medium""#) != nil)
        control(driver, 0x64)
        #expect(program.next(containing: #""appearance":"light""#) != nil)
    }

    @Test("Ctrl+O turns an iPhone SE on its side: the window is 667x375 and the layout its landscape one")
    func turnKey() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try RunningProgram(["--example", "list", "--device", "iphone-se-3"], display: display)
        try #require(program.next(containing: #""event":"ready""#, timeout: 30) != nil, "the window never reported ready")
        control(driver, 0x6F)  // o
        #expect(program.next(containing: #""orientation":"landscape","device":"iphone-se-3","size":"667x375"}"#) != nil)
        control(driver, 0x6F)
        #expect(program.next(containing: #""orientation":"portrait","device":"iphone-se-3","size":"375x667"}"#) != nil)
    }

    /// A 4x4 black picture: the top-left corner of a dark page.
    private func blackCorner() -> RGBAImage {
        RGBAImage(width: 4, height: 4, pixels: [UInt8](repeating: 0, count: 4 * 4 * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : 0 })
    }
}
