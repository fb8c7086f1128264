import Foundation
import Testing
import TestSupport
import X11Window

/// The shop in the window, driven by XTest: a click on a tab switches to it, and a pull on the
/// home refreshes it (the refresh control's action inserts a shelf a second later). Each screen
/// must equal, pixel for pixel, a fresh headless start that shows it.
extension InteractionTests {
    static let shop = scrollingExamples + "Shop/"
    static let shopFiles = ["AccountViewController.swift", "CartViewController.swift", "HomeViewController.swift", "Product.swift",
                            "ProductCell.swift", "ProductViewController.swift", "ShelfCell.swift"].map { shop + $0 }

    /// A start of the shop's files with an app file whose home shows `shelves` and whose tab bar
    /// selects `tab`.
    private func shopStart(shelves: String = "Shelf.all", tab: Int = 0) throws -> RGBAImage {
        let folder = try LayoutFolder()
        let app = folder.path + "/ShopApp.swift"
        try """
            import UIKitCompat

            func makeRootViewController() -> UIViewController {
                let home = UINavigationController(rootViewController: HomeViewController(shelves: \(shelves)))
                home.navigationBar.prefersLargeTitles = true
                home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
                let account = UINavigationController(rootViewController: AccountViewController())
                account.tabBarItem = UITabBarItem(title: "Account", image: UIImage(systemName: "person.crop.circle"), tag: 1)
                let tabs = UITabBarController()
                tabs.viewControllers = [home, account]
                tabs.selectedIndex = \(tab)
                return tabs
            }
            """.write(toFile: app, atomically: true, encoding: .utf8)
        let png = folder.path + "/start.png"
        let run = try SwiftFileTests.run(["--swift"] + Self.shopFiles + [app, "--size", "375x667", "--screenshot", png])
        try #require(run.status == 0, Comment(rawValue: run.stderr))
        return try PNG.read(png)
    }

    @Test("a click on a tab of the tab bar switches to it, as a start with it selected shows it, and back")
    func tabSwitchByClick() throws {
        let display = try TestDisplay.requireShared()
        let home = try shopStart(), account = try shopStart(tab: 1)
        #expect(ImageComparison().compare(home, with: account).differing > 10_000)
        let driver = try WindowDriver(display: display)
        let program = try RunningProgram(["--swift", Self.shop, "--size", "375x667"], display: display,
                                         environment: ["XDG_CACHE_HOME": SwiftFileTests.cache])
        try #require(program.next(containing: #""event":"ready""#, timeout: 60) != nil, "the window never reported ready")
        #expect(driver.waitForScreen(matching: home, comparison: .exact, timeout: 5).matched)
        // The tab bar is the bottom 49 points, its two tabs halves of the width.
        driver.click(button: 1, at: (281, 642))
        let (switched, _, differing) = driver.waitForScreen(matching: account, comparison: .exact, timeout: 5)
        #expect(switched, "\(differing) pixels differ from a start with the Account tab selected")
        driver.click(button: 1, at: (94, 642))
        #expect(driver.waitForScreen(matching: home, comparison: .exact, timeout: 5).matched)
        driver.key(0xFF1B)
        #expect(program.waitForExit(timeout: 5))
    }

    @Test("a pull on the shop's home refreshes it: the shelf its action inserts is at the top, as a start with it shows")
    func pullToRefreshInWindow() throws {
        let display = try TestDisplay.requireShared()
        let home = try shopStart(), refreshed = try shopStart(shelves: "[Shelf.deals] + Shelf.all")
        #expect(ImageComparison().compare(home, with: refreshed).differing > 10_000)
        let driver = try WindowDriver(display: display)
        let program = try RunningProgram(["--swift", Self.shop, "--size", "375x667"], display: display,
                                         environment: ["XDG_CACHE_HOME": SwiftFileTests.cache])
        try #require(program.next(containing: #""event":"ready""#, timeout: 60) != nil, "the window never reported ready")
        #expect(driver.waitForScreen(matching: home, comparison: .exact, timeout: 5).matched)
        // Down by 320 points in 20 steps, held a moment, let go: past UIKit's refresh threshold.
        driver.drag(from: (187, 250), through: (1...20).map { (187, 250 + $0 * 16, 16) }, restBeforeRelease: 100)
        let (done, _, differing) = driver.waitForScreen(matching: refreshed, comparison: .exact, timeout: 6)
        #expect(done, "\(differing) pixels differ from a start with today's deals at the top")
        if !done {
            try PNG.write(driver.capture(width: 375, height: 667), to: "/tmp/refreshed-window.png")
            try PNG.write(refreshed, to: "/tmp/refreshed-expected.png")
        }
        driver.key(0xFF1B)
        #expect(program.waitForExit(timeout: 5))
    }
}
