import Foundation
import Testing
import TestSupport

/// `--watch` of a `--swift` file: each save is compiled and opened into the running window.
/// Serialized with the other window tests: they share one pointer.
extension InteractionTests {
    @Test("a saved Swift file is compiled and shown in place; one that does not compile leaves the last good layout")
    func watchSwiftFile() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let folder = try LayoutFolder()
        let file = try folder.write(SwiftFileSources.carouselAndGrid, name: "carousel.swift")
        let cache = ["XDG_CACHE_HOME": SwiftFileTests.cache]
        let program = try RunningProgram(["--swift", file, "--watch", "--size", "375x667"], display: display, environment: cache)
        try #require(program.next(containing: #""event":"ready""#, timeout: 60) != nil, "the window never reported ready: \(program.errors)")
        let window = try #require(driver.programWindows().last)
        #expect(driver.display.windowTitle(window) == "carousel.swift — xcollection")

        // Two saves in a row: the second, made while the first may still compile, is what shows.
        try Self.save(SwiftFileSources.carouselAndGrid.replacingOccurrences(of: "[6, 10]", with: "[1, 1]"), to: file)
        try Self.save(SwiftFileSources.carouselAndGrid.replacingOccurrences(of: "[6, 10]", with: "[2, 4]"), to: file)
        #expect(program.next(containing: #"{"event":"reloaded"}"#, timeout: 60) != nil, "\(program.errors)")
        let equivalent = try folder.write(SwiftFileSources.carouselAndGridFile(carousel: 2, grid: 4), name: "fewer.json")
        let shown = driver.waitForScreen(matching: try rendered(["--layout", equivalent], display: display))
        let shownMatched = shown.matched
        #expect(shownMatched, "\(shown.differing) pixels differ from the layout file the saved Swift file equals")

        try Self.save(SwiftFileSources.compileError, to: file)
        let failed = program.next(containing: #""event":"reload-failed""#, timeout: 60)
        #expect(failed == #"{"event":"reload-failed","message":"\#(file):4:52: error: cannot convert value of type 'Int' to expected argument type 'NSCollectionLayoutGroup'"}"#)
        usleep(200_000)
        #expect(driver.display.windowTitle(window) == "carousel.swift — modified — xcollection")
        #expect(program.errors.contains("let section = NSCollectionLayoutSection(group: 12)"), "the compiler's diagnostics reach standard error")
        driver.key(Keysym.q)
        #expect(program.waitForExit())
    }

    @Test("a saved screen whose viewDidLoad traps leaves the window showing the last good screen, the trap's line in its banner")
    func watchSurvivesTrap() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let folder = try LayoutFolder()
        let screen = { (body: String) in
            """
            import UIKitCompat

            final class NotesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(body)
                }
            }

            func makeRootViewController() -> UIViewController { UINavigationController(rootViewController: NotesViewController()) }
            """
        }
        let file = try folder.write(screen(#"title = "Notes""#), name: "Notes.swift")
        let cache = ["XDG_CACHE_HOME": SwiftFileTests.cache]
        let program = try RunningProgram(["--swift", file, "--watch", "--size", "375x667"], display: display, environment: cache)
        try #require(program.next(containing: #""event":"ready""#, timeout: 60) != nil, "the window never reported ready: \(program.errors)")
        let window = try #require(driver.programWindows().last)

        try Self.save(screen(#"let saved: String? = nil; title = saved!"#), to: file)
        let failed = program.next(containing: #""event":"reload-failed""#, timeout: 60)
        #expect(failed == #"{"event":"reload-failed","message":"\#(file):6: the --swift code trapped: Unexpectedly found nil while unwrapping an Optional value"}"#,
                "\(program.errors)")
        usleep(200_000)
        #expect(driver.display.windowTitle(window) == "Notes.swift — modified — xcollection")

        try Self.save(screen(#"title = "Notes again""#), to: file)
        #expect(program.next(containing: #"{"event":"reloaded"}"#, timeout: 60) != nil, "\(program.errors)")
        driver.key(Keysym.q)
        #expect(program.waitForExit())
    }

    @Test("a trap after the first frame — a cell met only by scrolling — ends the code's process, not the window: the same window shows the screen again, the trap's one line in its banner; the close button ends the program")
    func watchedWindowOutlivesTrap() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let folder = try LayoutFolder()
        let screen = { (row: String) in
            """
            import UIKitCompat

            final class RowsViewController: UIViewController {
                var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
                let names: [Int: String] = [:]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
                    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    view.addSubview(collectionView)
                    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [names] cell, indexPath, item in
                        var content = cell.defaultContentConfiguration()
                        content.text = \(row)
                        cell.contentConfiguration = content
                    }
                    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                    }
                    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                    snapshot.appendSections([0])
                    snapshot.appendItems(Array(0..<100))
                    dataSource.apply(snapshot, animatingDifferences: false)
                }
            }

            func makeRootViewController() -> UIViewController { RowsViewController() }
            """
        }
        // Rows past the first screens have no name: the force-unwrap traps only when they show.
        let file = try folder.write(screen(#"item < 30 ? "Row \(item)" : names[item]!"#), name: "Rows.swift")
        let cache = ["XDG_CACHE_HOME": SwiftFileTests.cache]
        let program = try RunningProgram(["--swift", file, "--watch", "--size", "375x667"], display: display, environment: cache)
        try #require(program.next(containing: #""event":"ready""#, timeout: 60) != nil, "the window never reported ready: \(program.errors)")
        let window = try #require(driver.programWindows().last)

        driver.move(180, 400)
        // Row 30 comes into view after a dozen notches; a few more make sure, while notches left
        // over after the trap, taken by the program started again, stay short of it.
        driver.click(button: 5, times: 16)
        let trap = "\(file):14: the --swift code trapped: Unexpectedly found nil while unwrapping an Optional value"
        let failed = program.next(containing: #""event":"reload-failed""#, timeout: 30)
        #expect(failed == #"{"event":"reload-failed","message":"\#(trap)"}"#, "\(program.errors)")
        #expect(program.next(containing: #""event":"ready""#, timeout: 30) != nil, "the screen never came back: \(program.errors)")
        // Notches still queued scroll the program started again; let them come to rest.
        usleep(1_000_000)
        #expect(program.isRunning)
        #expect(driver.programWindows() == [window], "the same window, not a new one")
        let lines = program.errors.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0 == "xcollection: \(trap)" }, "one line a trap, nothing else: \(program.errors)")
        // The banner, in its colour, across the top of the window.
        let top = driver.capture(width: 375, height: 40)
        #expect(top.rgba(4, 4) == [0xB3, 0x26, 0x1E, 0xFF])

        try Self.save(screen(#""Row \(item)""#), to: file)
        #expect(program.next(containing: #"{"event":"reloaded"}"#, timeout: 60) != nil, "\(program.errors)")
        #expect(driver.capture(width: 375, height: 40).rgba(4, 4) != [0xB3, 0x26, 0x1E, 0xFF], "the banner goes with a save that loads")
        driver.display.askToClose(window)
        #expect(program.waitForExit())
        #expect(program.exitStatus == 0)
        #expect(driver.programWindows().isEmpty)
    }
}
