import Foundation
import Testing
import TestSupport
import X11Window

/// A screen of view controllers in the window: a click on a photo runs the grid controller's
/// `didSelectItemAt`, which pushes the detail screen; Escape pops back. Each frame must equal,
/// pixel for pixel, a fresh headless start of the same stack.
extension InteractionTests {
    static let photoGrid = scrollingExamples + "PhotoGrid/"
    static let photoGridFiles = ["Photo.swift", "PhotoCell.swift", "PhotoGridViewController.swift", "PhotoDetailViewController.swift"]
        .map { photoGrid + $0 }

    /// The grid's files with an app file whose root stack is `stack` (Swift source).
    private func start(withRoot stack: String, then change: String = "") throws -> RGBAImage {
        let folder = try LayoutFolder()
        let app = folder.path + "/PushedApp.swift"
        try """
            import UIKitCompat

            func makeRootViewController() -> UIViewController {
                let navigationController = UINavigationController()
                navigationController.navigationBar.prefersLargeTitles = true
                let stack: [UIViewController] = \(stack)
                // The screens beneath were shown before: their titles are set.
                for controller in stack.dropLast() { controller.loadViewIfNeeded() }
                navigationController.setViewControllers(stack, animated: false)
                \(change)
                return navigationController
            }
            """.write(toFile: app, atomically: true, encoding: .utf8)
        let png = folder.path + "/start.png"
        let run = try SwiftFileTests.run(["--swift"] + Self.photoGridFiles + [app, "--assets", Self.photoGrid + "Assets",
                                          "--size", "375x667", "--screenshot", png])
        try #require(run.status == 0, Comment(rawValue: run.stderr))
        return try PNG.read(png)
    }

    @Test("a click on a photo pushes its detail screen, as a start with it pushed shows it; Escape pops back to the grid")
    func pushByClickPopByEscape() throws {
        let display = try TestDisplay.requireShared()
        let grid = try start(withRoot: "[PhotoGridViewController(photos: Photo.library)]")
        let detail = try start(withRoot: "[PhotoGridViewController(photos: Photo.library), PhotoDetailViewController(photo: Photo.library[4])]")
        #expect(ImageComparison().compare(grid, with: detail).differing > 10_000)

        let driver = try WindowDriver(display: display)
        let program = try RunningProgram(["--swift", Self.photoGrid, "--size", "375x667"], display: display,
                                         environment: ["XDG_CACHE_HOME": SwiftFileTests.cache])
        try #require(program.next(containing: #""event":"ready""#, timeout: 60) != nil, "the window never reported ready")
        let (started, _, startDiffering) = driver.waitForScreen(matching: grid, comparison: .exact, timeout: 5)
        #expect(started, "\(startDiffering) pixels differ from a start of the grid")
        // The fifth photo: the second row's middle. The bar with its large title is 96 points.
        driver.click(button: 1, at: (187, 96 + 125 + 60))
        #expect(program.next(containing: #""event":"select""#) != nil)
        let (pushed, _, pushDiffering) = driver.waitForScreen(matching: detail, comparison: .exact, timeout: 5)
        #expect(pushed, "\(pushDiffering) pixels differ from a start with the detail pushed")
        if !pushed {
            try PNG.write(driver.capture(width: 375, height: 667), to: "/tmp/pushed-window.png")
            try PNG.write(detail, to: "/tmp/pushed-expected.png")
        }
        driver.key(0xFF1B)  // Escape
        let (popped, _, popDiffering) = driver.waitForScreen(matching: grid, comparison: .exact, timeout: 5)
        #expect(popped, "\(popDiffering) pixels differ from the grid after Escape")
        // At the first screen Escape quits, as before.
        driver.key(0xFF1B)  // Escape
        #expect(program.waitForExit(timeout: 5))
    }
}

extension InteractionTests {
    @Test("a click on a bar button sends its #selector action to its target through the rewritten @objc method")
    func barButtonTargetAction() throws {
        let display = try TestDisplay.requireShared()
        let grid = try start(withRoot: "[PhotoGridViewController(photos: Photo.library)]")
        let done = try start(withRoot: "[PhotoGridViewController(photos: Photo.library)]", then: """
            stack[0].loadViewIfNeeded()
            let item = stack[0].navigationItem.rightBarButtonItem!
            item.title = "Done"
            item.style = .done
            """)
        #expect(ImageComparison().compare(grid, with: done).differing > 100)
        let driver = try WindowDriver(display: display)
        let program = try RunningProgram(["--swift", Self.photoGrid, "--size", "375x667"], display: display,
                                         environment: ["XDG_CACHE_HOME": SwiftFileTests.cache])
        try #require(program.next(containing: #""event":"ready""#, timeout: 60) != nil, "the window never reported ready")
        #expect(driver.waitForScreen(matching: grid, comparison: .exact, timeout: 5).matched)
        // "Select", at the trailing margin of the 44-point bar.
        driver.click(button: 1, at: (335, 22))
        let (toggled, _, differing) = driver.waitForScreen(matching: done, comparison: .exact, timeout: 5)
        #expect(toggled, "\(differing) pixels differ from a start with the button set to Done")
        driver.click(button: 1, at: (335, 22))
        #expect(driver.waitForScreen(matching: grid, comparison: .exact, timeout: 5).matched)
        driver.key(0xFF1B)
        #expect(program.waitForExit(timeout: 5))
    }
}

extension InteractionTests {
    @Test("--watch on a screen's folder reloads when any of its files is saved, and the reloaded screen still pushes")
    func watchScreenFolder() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let folder = try LayoutFolder()
        let screen = folder.path + "/Grid"
        try FileManager.default.createDirectory(atPath: screen, withIntermediateDirectories: true)
        for name in ["App.swift", "Photo.swift", "PhotoCell.swift", "PhotoGridViewController.swift", "PhotoDetailViewController.swift"] {
            try FileManager.default.copyItem(atPath: Self.photoGrid + name, toPath: screen + "/" + name)
        }
        let program = try RunningProgram(["--swift", screen, "--assets", Self.photoGrid + "Assets", "--watch", "--size", "375x667"],
                                         display: display, environment: ["XDG_CACHE_HOME": SwiftFileTests.cache])
        try #require(program.next(containing: #""event":"ready""#, timeout: 60) != nil, "the window never reported ready: \(program.errors)")
        // The grid's title, in a file that is not the first.
        let controller = screen + "/PhotoGridViewController.swift"
        let text = try String(contentsOfFile: controller, encoding: .utf8)
        try Self.save(text.replacingOccurrences(of: #"title = "Photos""#, with: #"title = "Album""#), to: controller)
        #expect(program.next(containing: #"{"event":"reloaded"}"#, timeout: 60) != nil, "\(program.errors)")
        let album = folder.path + "/album.png"
        let run = try SwiftFileTests.run(["--swift", screen, "--assets", Self.photoGrid + "Assets", "--size", "375x667", "--screenshot", album])
        try #require(run.status == 0, Comment(rawValue: run.stderr))
        #expect(driver.waitForScreen(matching: try PNG.read(album), comparison: .exact, timeout: 5).matched)
        driver.click(button: 1, at: (187, 96 + 125 + 60))
        #expect(program.next(containing: #""event":"select""#) != nil)
        driver.key(0xFF1B)
        usleep(300_000)
        driver.key(0xFF1B)
        #expect(program.waitForExit(timeout: 5))
    }

    @Test("a right-click on a photo opens its context menu over the dimmed grid; a click on Delete deletes the photo")
    func contextMenuByRightClick() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try RunningProgram(["--swift", Self.photoGrid, "--size", "375x667"], display: display,
                                         environment: ["XDG_CACHE_HOME": SwiftFileTests.cache])
        try #require(program.next(containing: #""event":"ready""#, timeout: 60) != nil, "the window never reported ready")
        usleep(300_000)
        let before = driver.capture(width: 375, height: 667)
        // The fifth photo, 125 to 250 across and 221 to 346 down: the menu opens 8 below it,
        // 250 wide and kept 16 from the right edge (x 109), rows Open, Favorite, then Delete.
        driver.click(button: 3, at: (187, 280))
        usleep(400_000)
        let open = driver.capture(width: 375, height: 667)
        try? PNG.write(open, to: "/tmp/context-menu-window.png")
        let panel = open.pixel(x: 300, y: 376)
        #expect([panel.red, panel.green, panel.blue] == [255, 255, 255], "the menu's panel, white, on the first row")
        let top = before.pixel(x: 20, y: 150), dimmed = open.pixel(x: 20, y: 150)
        #expect(Int(dimmed.red) == Int((Double(top.red) * 0.8).rounded()) || abs(Int(dimmed.red) - Int(Double(top.red) * 0.8)) <= 1,
                "the grid dimmed by black at 0.2: \(top.red) became \(dimmed.red)")
        driver.click(button: 1, at: (200, 472))
        #expect(program.next(containing: #""deleted":1"#) != nil)
    }
}
