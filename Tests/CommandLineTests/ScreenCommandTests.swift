import Foundation
import Testing
import TestSupport
import X11Window

/// `--swift` files that define `makeRootViewController()`: the screen's picture (reviewed by
/// eye before it was recorded), its view dump, and the refusals of what is not shown yet.
@Suite(.serialized) struct ScreenCommandTests {
    static let examples = #filePath.components(separatedBy: "/Tests/")[0] + "/Examples/swift/"
    static let references = GoldenImage(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/ScreenCommandTests"))

    @Test("the screen examples draw as recorded, with their bars", arguments: [
        ("Settings", ["--device", "iphone-15"], "settings-iphone-15"),
        ("Settings", ["--device", "iphone-15", "--appearance", "dark"], "settings-iphone-15-dark"),
        ("Settings", ["--device", "iphone-se-3", "--offset", "0,-20"], "settings-iphone-se-scrolled"),
        ("PhotoGrid", ["--device", "iphone-15", "--device-chrome"], "photo-grid-iphone-15"),
        ("people.swift", ["--device", "iphone-15", "--device-chrome"], "people-iphone-15"),
        ("Shop", ["--device", "iphone-15", "--device-chrome"], "shop-iphone-15"),
        ("Shop", ["--device", "iphone-se-3", "--appearance", "dark"], "shop-iphone-se-dark"),
        ("preferences.swift", ["--device", "iphone-15"], "preferences-iphone-15"),
        ("preferences.swift", ["--device", "iphone-15", "--appearance", "dark"], "preferences-iphone-15-dark"),
        ("preferences.swift", ["--device", "iphone-15", "--layout-direction", "rtl"], "preferences-iphone-15-rtl"),
        ("preferences.swift", ["--device", "ipad-pro-11", "--content-size-category", "accessibilityExtraExtraExtraLarge"], "preferences-ipad-pro-11-ax5"),
        ("onboarding.swift", ["--device", "iphone-se-3"], "onboarding-iphone-se"),
        ("onboarding.swift", ["--device", "iphone-se-3", "--appearance", "dark"], "onboarding-iphone-se-dark"),
        ("onboarding.swift", ["--device", "iphone-se-3", "--layout-direction", "rtl"], "onboarding-iphone-se-rtl"),
        ("wifi.swift", ["--device", "iphone-15"], "wifi-iphone-15"),
        ("wifi.swift", ["--device", "iphone-15", "--appearance", "dark"], "wifi-iphone-15-dark"),
    ])
    func examplesDraw(file: String, options: [String], reference: String) throws {
        let folder = try LayoutFolder()
        let path = folder.path + "/\(reference).png"
        let result = try SwiftFileTests.run(["--swift", Self.examples + file, "--screenshot", path] + options)
        #expect(result.status == 0, "\(result.stderr)")
        try Self.references.check(try PNG.read(path), named: reference)
    }

    @Test("--safe-area with --size gives a named device's screen exactly when they agree; without it the bars move up")
    func safeArea() throws {
        let folder = try LayoutFolder()
        func shot(_ name: String, _ options: [String]) throws -> RGBAImage {
            let path = folder.path + "/\(name).png"
            let result = try SwiftFileTests.run(["--swift", Self.examples + "Shop", "--screenshot", path] + options)
            #expect(result.status == 0, "\(result.stderr)")
            return try PNG.read(path)
        }
        let device = try shot("device", ["--device", "iphone-15"])
        let inset = try shot("inset", ["--size", "393x852", "--scale", "3", "--safe-area", "59,0,34,0"])
        let plain = try shot("plain", ["--size", "393x852", "--scale", "3"])
        #expect(device == inset)
        #expect(ImageComparison().compare(plain, with: device).differing > 100_000)
        // A bar under no status bar: the large title's band starts at the top of the screen.
        let dump = try SwiftFileTests.run(["--swift", Self.examples + "Shop", "--size", "393x852", "--safe-area", "20,0,0,0", "--dump-views"])
        #expect(dump.stdout.contains(#""class": "UINavigationBar""#))
        #expect(dump.stdout.contains(#""frame": [0, 20, 393, 96]"#), "\(dump.stdout.prefix(600))")
    }

    @Test("--safe-area is refused in one line when it is malformed, leaves no screen, or comes with a device", arguments: [
        (["--safe-area", "59,0,34"], "xcollection: The value '59,0,34' is invalid for '--safe-area <T,L,B,R>': expected TOP,LEFT,BOTTOM,RIGHT in points, such as 59,0,34,0"),
        (["--safe-area", "59,0,-1,0"], "xcollection: The value '59,0,-1,0' is invalid for '--safe-area <T,L,B,R>': each inset must be a finite number of points, 0 or more"),
        (["--safe-area", "400,0,300,0"], "xcollection: --safe-area leaves nothing of the 375x667 screen: its insets must add up to less than each side"),
        (["--safe-area", "1,1,1,1", "--device", "iphone-15"], "xcollection: --safe-area and --device cannot be given together: a device has its own safe area"),
    ])
    func safeAreaRefused(arguments: [String], line: String) throws {
        let result = try ProgramRunner.run(["--example", "list", "--dump-layout"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr == line + "\n")
    }

    @Test("dark, right to left and a scrolled start differ from the default picture: the goldens show the change")
    func variantsDiffer() throws {
        let base = try PNG.read(Self.references.directory.appendingPathComponent("settings-iphone-15.png").path)
        let dark = try PNG.read(Self.references.directory.appendingPathComponent("settings-iphone-15-dark.png").path)
        #expect(ImageComparison().compare(base, with: dark).differing > 100_000)
        let preferences = try PNG.read(Self.references.directory.appendingPathComponent("preferences-iphone-15.png").path)
        for variant in ["preferences-iphone-15-dark", "preferences-iphone-15-rtl"] {
            let changed = try PNG.read(Self.references.directory.appendingPathComponent("\(variant).png").path)
            #expect(ImageComparison().compare(preferences, with: changed).differing > 20_000, "\(variant) shows the change")
        }
        let onboarding = try PNG.read(Self.references.directory.appendingPathComponent("onboarding-iphone-se.png").path)
        // Right to left only the page control's current dot changes ends: two dots' pixels.
        for (variant, least) in [("onboarding-iphone-se-dark", 100_000), ("onboarding-iphone-se-rtl", 300)] {
            let changed = try PNG.read(Self.references.directory.appendingPathComponent("\(variant).png").path)
            #expect(ImageComparison().compare(onboarding, with: changed).differing > least, "\(variant) shows the change")
        }
        let wiFi = try PNG.read(Self.references.directory.appendingPathComponent("wifi-iphone-15.png").path)
        let wiFiDark = try PNG.read(Self.references.directory.appendingPathComponent("wifi-iphone-15-dark.png").path)
        #expect(ImageComparison().compare(wiFi, with: wiFiDark).differing > 100_000)
    }

    @Test("--inspect on a screen outlines its views around the collection view — the bar's title and button — and not the hidden small title")
    func inspectOutlinesScreenViews() throws {
        let folder = try LayoutFolder()
        func shot(_ name: String, _ options: [String]) throws -> RGBAImage {
            let path = folder.path + "/\(name).png"
            let result = try SwiftFileTests.run(["--swift", Self.examples + "Settings", "--device", "iphone-15", "--screenshot", path] + options)
            try #require(result.status == 0, Comment(rawValue: result.stderr))
            return try PNG.read(path)
        }
        let plain = try shot("plain", []), inspected = try shot("inspected", ["--inspect"])
        // The outline of the Help button's frame: its left edge, a device pixel wide, halfway down the 44-point bar (59 + 22 points).
        func column(_ image: RGBAImage, x: Int) -> [UInt8] { (0..<3).flatMap { dy in [image.pixel(x: x, y: 243 + dy).0] } }
        var changed = 0
        for x in 1000..<1030 where column(plain, x: x) != column(inspected, x: x) { changed += 1 }
        #expect(changed > 0, "the Help button is outlined")
        // The small title sits hidden in the middle of the bar while the large title shows: no outline there.
        let middle = (560..<620).filter { plain.pixel(x: $0, y: 213) != inspected.pixel(x: $0, y: 213) }
        #expect(middle.isEmpty, "\(middle.count) pixels of a hidden view's outline")
    }

    @Test("--dump-views of a screen prints its view tree: the bar with its title and button, the collection view's scroll state and elements")
    func dumpViews() throws {
        let result = try SwiftFileTests.run(["--swift", Self.examples + "Settings", "--device", "iphone-15", "--dump-views"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let root = try #require(json["screen"] as? [String: Any])
        let subviews = try #require(root["subviews"] as? [[String: Any]])
        #expect(root["frame"] as? [Double] == [0, 0, 393, 852])
        let bar = try #require(subviews.first { $0["class"] as? String == "UINavigationBar" })
        #expect(bar["frame"] as? [Double] == [0, 59, 393, 96])
        let barViews = try #require(bar["subviews"] as? [[String: Any]])
        let titles = barViews.filter { $0["class"] as? String == "UILabel" }.compactMap { $0["text"] as? String }
        #expect(titles == ["Settings", "Settings"])
        #expect(barViews.contains { $0["class"] as? String == "UIButton" && $0["text"] as? String == "Help" })
        let controllerView = try #require(subviews.first { $0["class"] as? String == "UIView" })
        let collection = try #require((controllerView["subviews"] as? [[String: Any]])?.first)
        #expect(collection["class"] as? String == "UICollectionView")
        #expect(collection["contentOffset"] as? [Double] == [0, -155])
        #expect(collection["adjustedContentInset"] as? [Double] == [155, 0, 34, 0])
        #expect(collection["contentSize"] as? [Double] == [393, 721])
        let elements = try #require(collection["elements"] as? [[String: Any]])
        let first = try #require(elements.first)
        #expect(first["category"] as? String == "cell" && first["frame"] as? [Double] == [20, 35, 353, 44])
    }

    @Test("--dump-views of a collection view inside a cell gives its own scroll state and elements, each with its cell's views")
    func dumpViewsNested() throws {
        let result = try SwiftFileTests.run(["--swift", Self.examples + "Shop", "--device", "iphone-se-3", "--dump-views"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        func children(_ node: [String: Any]) -> [[String: Any]] { node["subviews"] as? [[String: Any]] ?? [] }
        let screen = try #require(json["screen"] as? [String: Any])
        let navigation = try #require(children(screen).first)
        let home = try #require(children(navigation).first { $0["class"] as? String == "UIView" })
        let list = try #require(children(home).first)
        #expect(list["contentOffset"] as? [Double] == [0, -116])
        let shelf = try #require((list["elements"] as? [[String: Any]])?.first)
        let shelfCell = try #require(shelf["views"] as? [String: Any])
        let shelfContent = try #require(children(shelfCell).first)
        let products = try #require(children(shelfContent).first { $0["class"] as? String == "UICollectionView" })
        // Six tiles of 120 with 12 between them and 16 at either end.
        #expect(products["frame"] as? [Double] == [0, 46, 375, 166])
        #expect(products["contentOffset"] as? [Double] == [0, 0])
        #expect(products["contentSize"] as? [Double] == [812, 166])
        #expect(products["adjustedContentInset"] as? [Double] == [0, 0, 0, 0])
        #expect(children(products).isEmpty)
        let tiles = try #require(products["elements"] as? [[String: Any]])
        #expect(tiles.map { $0["frame"] as? [Double] ?? [] } == [[16, 0, 120, 166], [148, 0, 120, 166], [280, 0, 120, 166]])
        let kettle = try #require(tiles.first?["views"] as? [String: Any])
        #expect(kettle["class"] as? String == "ProductCell")
        let kettleContent = try #require(children(kettle).first)
        let labels = children(kettleContent).compactMap { $0["text"] as? String }
        #expect(labels == ["Kettle", "$39"])
    }

    @Test("a screen with no collection view is its views, in the dump and the picture")
    func screenWithoutCollectionView() throws {
        let folder = try LayoutFolder()
        let empty = folder.path + "/Empty.swift"
        try """
            import UIKitCompat

            final class EmptyViewController: UIViewController {}

            func makeRootViewController() -> UIViewController { UINavigationController(rootViewController: EmptyViewController()) }
            """.write(toFile: empty, atomically: true, encoding: .utf8)
        let dump = try SwiftFileTests.run(["--swift", empty, "--size", "375x667", "--dump-views"])
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.hasPrefix(#"{"screen": {"class": "NavigationContainerView", "frame": [0, 0, 375, 667], "subviews": [{"class": "UIView", "frame": [0, 0, 375, 667], "subviews": []}"#))
        let layout = try SwiftFileTests.run(["--swift", empty, "--size", "375x667", "--dump-layout"])
        #expect(layout.status == 0, "\(layout.stderr)")

    }

    @Test("a folder, or several files, compile as one module; a folder without Swift files and two files of one name are refused")
    func severalFiles() throws {
        let files = ["Photo.swift", "PhotoCell.swift", "PhotoGridViewController.swift", "PhotoDetailViewController.swift", "App.swift"]
            .map { Self.examples + "PhotoGrid/" + $0 }
        let byFiles = try SwiftFileTests.run(["--swift"] + files + ["--size", "375x667", "--dump-layout"])
        let byFolder = try SwiftFileTests.run(["--swift", Self.examples + "PhotoGrid", "--size", "375x667", "--dump-layout"])
        #expect(byFiles.status == 0 && byFolder.status == 0, "\(byFiles.stderr)\(byFolder.stderr)")
        #expect(byFiles.stdout == byFolder.stdout && byFiles.stdout.contains(#""category": "cell""#))
        let repeated = try SwiftFileTests.run(["--swift", files[0], files[0], "--size", "375x667", "--dump-layout"])
        #expect(repeated.status == 2 && repeated.stderr.contains("two --swift files are named Photo.swift"), "\(repeated.stderr)")
        let folder = try LayoutFolder()
        let bare = folder.path + "/Bare"
        try FileManager.default.createDirectory(atPath: bare, withIntermediateDirectories: true)
        let none = try SwiftFileTests.run(["--swift", bare, "--size", "375x667", "--dump-layout"])
        #expect(none.status == 2 && none.stderr == "xcollection: \(bare): the folder holds no .swift files for --swift to compile\n", "\(none.stderr)")
        // A compile error names the file it is in, as the compiler does.
        let broken = folder.path + "/Broken.swift"
        try "import UIKitCompat\nlet oops: Int = \"text\"\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let failed = try SwiftFileTests.run(["--swift"] + files + [broken, "--size", "375x667", "--dump-layout"])
        #expect(failed.status == 2 && failed.stderr.contains("Broken.swift:2:"), "\(failed.stderr)")
    }

    @Test("--show-rewritten prints the files as compiled; a compile error in a rewritten file names the user's file and line")
    func rewrittenSource() throws {
        let shown = try SwiftFileTests.run(["--swift", Self.examples + "PhotoGrid", "--show-rewritten"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains(#"action: Selector("toggleSelecting:"))"#))
        #expect(shown.stdout.contains("    private func toggleSelecting(_ sender: UIBarButtonItem) {"))
        #expect(shown.stdout.contains("// compiled as it is: nothing to rewrite"))
        #expect(shown.stdout.contains("SelectorTable.register { object, selector, sender in PhotoGridViewController._xcollectionPerform4"))

        let folder = try LayoutFolder()
        let broken = folder.path + "/Broken.swift"
        try """
            import UIKitCompat

            final class BrokenViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Go", style: .plain, target: self, action: #selector(go))
                }

                @objc func go() {
                    let count: Int = "three"
                }
            }

            func makeRootViewController() -> UIViewController { BrokenViewController() }
            """.write(toFile: broken, atomically: true, encoding: .utf8)
        let failed = try SwiftFileTests.run(["--swift", broken, "--size", "375x667", "--dump-layout"])
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("\(broken):10:"), "\(failed.stderr)")
        #expect(!failed.stderr.contains(".sources/"), "\(failed.stderr)")

        // In a folder of several rewritten files, the error is all that is said: no warning
        // about the rewritten copies' own paths.
        let shop = folder.path + "/Shop"
        try FileManager.default.copyItem(atPath: Self.examples + "Shop", toPath: shop)
        let cart = try String(contentsOfFile: shop + "/CartViewController.swift", encoding: .utf8)
        try cart.replacingOccurrences(of: #"title = "Cart""#, with: "title = Cart").write(toFile: shop + "/CartViewController.swift",
                                                                                        atomically: true, encoding: .utf8)
        let folderFailed = try SwiftFileTests.run(["--swift", shop, "--size", "375x667", "--dump-layout"])
        #expect(folderFailed.status == 2)
        #expect(folderFailed.stderr.contains("\(shop)/CartViewController.swift:7:17: error: cannot find 'Cart' in scope"), "\(folderFailed.stderr)")
        #expect(!folderFailed.stderr.contains("warning"), "\(folderFailed.stderr)")
    }

    @Test("work viewDidLoad puts on the main queue or the main actor has run before the dump and the screenshot")
    func mainQueueBeforeFirstFrame() throws {
        let folder = try LayoutFolder()
        let file = folder.path + "/Later.swift"
        try """
            import Foundation
            import UIKitCompat

            final class LaterViewController: UIViewController {
                private var collectionView: UICollectionView!
                private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                    view.addSubview(collectionView)
                    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
                        var content = cell.defaultContentConfiguration()
                        content.text = text
                        cell.contentConfiguration = content
                    }
                    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, text in
                        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
                    }
                    // As an app shows what it loaded a moment later.
                    DispatchQueue.main.async {
                        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                        snapshot.appendSections([0])
                        snapshot.appendItems(["one", "two", "three"])
                        self.dataSource.apply(snapshot, animatingDifferences: false)
                        Task { @MainActor in
                            self.title = "Loaded"
                            var more = self.dataSource.snapshot()
                            more.appendItems(["four"])
                            self.dataSource.apply(more, animatingDifferences: false)
                        }
                    }
                    // A moment later, within the drain's bound: shown; seconds later: not waited for.
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                        var later = self.dataSource.snapshot()
                        later.appendItems(["five"])
                        self.dataSource.apply(later, animatingDifferences: false)
                    }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 5, execute: {
                        self.title = "Much later"
                    })
                }
            }

            func makeRootViewController() -> UIViewController {
                UINavigationController(rootViewController: LaterViewController())
            }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let started = MonotonicClock.now()
        let dump = try SwiftFileTests.run(["--swift", file, "--size", "375x667", "--dump-views"])
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.components(separatedBy: #""category": "cell""#).count - 1 == 5, "\(dump.stdout)")
        #expect(dump.stdout.contains(#""text": "Loaded""#))
        #expect(!dump.stdout.contains("Much later"))
        #expect(MonotonicClock.now() - started < 5, "work due past the bound is not waited for")
    }

    @Test("code that traps — in viewDidLoad, in a cell provider, in the library it calls, in a check the compiler made — is one line naming the user's file and line, status 1")
    func trapsAreOneLine() throws {
        let folder = try LayoutFolder()
        let unwrap = folder.path + "/Unwrap.swift"
        try """
            import UIKitCompat

            final class TrapViewController: UIViewController {
                var header: UIView?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    header!.backgroundColor = .red
                }
            }

            func makeRootViewController() -> UIViewController { TrapViewController() }
            """.write(toFile: unwrap, atomically: true, encoding: .utf8)
        let loading = try SwiftFileTests.run(["--swift", unwrap, "--size", "375x667", "--dump-layout"])
        #expect(loading.status == 1)
        #expect(loading.stderr == "xcollection: \(unwrap):7: the --swift code trapped: Unexpectedly found nil while unwrapping an Optional value\n")
        #expect(loading.stdout.isEmpty)

        let cells = folder.path + "/Cells.swift"
        try """
            import UIKitCompat

            final class CellTrapViewController: UIViewController {
                var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
                    view.addSubview(collectionView)
                    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Unregistered", for: indexPath)
                        return cell
                    }
                    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                    snapshot.appendSections([0])
                    snapshot.appendItems([0, 1, 2])
                    dataSource.apply(snapshot, animatingDifferences: false)
                }
            }

            func makeRootViewController() -> UIViewController { CellTrapViewController() }
            """.write(toFile: cells, atomically: true, encoding: .utf8)
        let picture = folder.path + "/cells.png"
        let drawing = try SwiftFileTests.run(["--swift", cells, "--size", "375x667", "--screenshot", picture])
        #expect(drawing.status == 1)
        // The trap is UIKitCompat's, the line the user's call of it.
        #expect(drawing.stderr == "xcollection: \(cells):10: the --swift code trapped: could not dequeue a view of kind: UICollectionElementKindCell with identifier Unregistered - must register a nib or a class for the identifier or connect a prototype cell in a storyboard\n")
        #expect(!FileManager.default.fileExists(atPath: picture))

        // Registered with another class: the `as!` fails in a check the compiler made, which
        // the runtime writes nothing for; an index out of range traps in the standard library.
        let registered = try String(contentsOfFile: cells, encoding: .utf8)
            .replacingOccurrences(of: "        view.addSubview(collectionView)", with: "        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: \"Unregistered\")\n        view.addSubview(collectionView)")
        let checks: [(name: String, line: String, reason: String)] = [
            ("Cast", "            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \"Unregistered\", for: indexPath) as! NameCell",
             "unconditional cast failed"),
            ("Index", "            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \"Unregistered\", for: indexPath); _ = [1, 2][item + 2]",
             "Index out of range"),
        ]
        for check in checks {
            let file = folder.path + "/\(check.name).swift"
            try (registered.replacingOccurrences(of: "            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \"Unregistered\", for: indexPath)", with: check.line)
                + "\nfinal class NameCell: UICollectionViewCell {}\n").write(toFile: file, atomically: true, encoding: .utf8)
            let run = try SwiftFileTests.run(["--swift", file, "--size", "375x667", "--dump-views"])
            #expect(run.status == 1)
            #expect(run.stderr == "xcollection: \(file):11: the --swift code trapped: \(check.reason)\n")
            #expect(run.stdout.isEmpty)
        }

        // Recursion without end overflows the stack: the handler runs on a stack of its own and
        // names the function that recursed (its first line, where the overflowing frame begins, or its call).
        let recursion = folder.path + "/Recursion.swift"
        try """
            import UIKitCompat

            final class LoopViewController: UIViewController {
                func depth(_ n: Int) -> Int {
                    n + depth(n + 1)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "\\(depth(0))"
                }
            }

            func makeRootViewController() -> UIViewController { LoopViewController() }
            """.write(toFile: recursion, atomically: true, encoding: .utf8)
        let overflow = try SwiftFileTests.run(["--swift", recursion, "--size", "375x667", "--dump-views"])
        #expect(overflow.status == 1)
        let said = [4, 5].map { "xcollection: \(recursion):\($0): the --swift code trapped: a stack overflow or a bad memory access (signal 11)\n" }
        #expect(said.contains(overflow.stderr), "\(overflow.stderr)")
    }

    @Test("a collection view below a banner, pinned to the safe area: placed there, clipped by what is around it, dumped in its own coordinates")
    func collectionViewBelowABanner() throws {
        let folder = try LayoutFolder()
        let file = folder.path + "/Pinned.swift"
        try Self.pinnedScreen.write(toFile: file, atomically: true, encoding: .utf8)
        for (options, golden) in [([String](), "pinned-iphone-15"), (["--offset", "0,200"], "pinned-iphone-15-scrolled")] {
            let picture = folder.path + "/\(golden).png"
            let shot = try SwiftFileTests.run(["--swift", file, "--device", "iphone-15", "--screenshot", picture] + options)
            #expect(shot.status == 0, "\(shot.stderr)")
            try Self.references.check(try PNG.read(picture), named: golden)
        }
        let dump = try SwiftFileTests.run(["--swift", file, "--device", "iphone-15", "--dump-views"])
        #expect(dump.status == 0, "\(dump.stderr)")
        #expect(dump.stdout.contains(#"{"class": "UILabel", "frame": [0, 103, 393, 44], "text": "A banner above the list""#))
        #expect(dump.stdout.contains(#"{"class": "UICollectionView", "frame": [0, 147, 393, 705], "contentOffset": [0, 0], "adjustedContentInset": [0, 0, 34, 0], "contentSize": [393, 1355]"#), "\(dump.stdout.prefix(600))")
        // A list cell drawn from its content configuration is dumped as UIKit's views for it: the
        // cell, its list content view, a label.
        #expect(dump.stdout.contains(#"{"category": "cell", "section": 0, "item": 0, "frame": [20, 35, 353, 44], "views": {"class": "UICollectionViewListCell", "frame": [20, 35, 353, 44], "subviews": [{"class": "UIListContentView", "frame": [0, 0, 353, 44], "subviews": [{"class": "UILabel", "frame": [16, 11.5, 321, 21], "text": "Row 1", "subviews": []}]}]}}"#))
    }

    static let pinnedScreen = """
        import UIKitCompat

        final class PinnedViewController: UIViewController {
            var dataSource: UICollectionViewDiffableDataSource<Int, String>!
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Pinned"
                let banner = UILabel()
                banner.text = "A banner above the list"
                banner.backgroundColor = .systemYellow
                banner.textAlignment = .center
                banner.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(banner)
                let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                collectionView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(collectionView)
                NSLayoutConstraint.activate([
                    banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    banner.heightAnchor.constraint(equalToConstant: 44),
                    collectionView.topAnchor.constraint(equalTo: banner.bottomAnchor),
                    collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
                    var content = cell.defaultContentConfiguration()
                    content.text = text
                    cell.contentConfiguration = content
                }
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, text in
                    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems((1...30).map { "Row \\($0)" })
                dataSource.apply(snapshot, animatingDifferences: false)
            }
        }

        func makeRootViewController() -> UIViewController { UINavigationController(rootViewController: PinnedViewController()) }
        """
}
