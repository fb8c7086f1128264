import Foundation
import Testing
import TestSupport
import X11Window

/// UX checks on a screen's controls: taps on a switch, a stepper and a segmented title view, and
/// `view` expectations on what they and the labels they change show.
@Suite(.serialized) struct ScriptControlTests {
    static let examples = #filePath.components(separatedBy: "/Tests/")[0] + "/Examples/"

    static let references = GoldenImage(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/ScriptControlTests"))

    @Test("Examples/ux/preferences.json passes headless: each tap changes the control and the label its action sets; the alert's Cancel, Reset and Escape")
    func preferencesCheck() throws {
        let result = try SwiftFileTests.run(["--swift", Self.examples + "swift/preferences.swift", "--device", "iphone-15",
                                             "--script", Self.examples + "ux/preferences.json", "--headless"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("12 passed, 0 failed\n"), "\(result.stdout)")
        #expect(result.stdout.contains(#"{"step": 6, "expect": "view", "ok": true, "actual": {"value": 3}}"#), "\(result.stdout)")
    }

    @Test("Examples/ux/settings.json passes headless: a row pushes its detail, Escape comes back, Help's target–action alert closes on OK")
    func settingsCheck() throws {
        let result = try SwiftFileTests.run(["--swift", Self.examples + "swift/Settings", "--device", "iphone-15",
                                             "--script", Self.examples + "ux/settings.json", "--headless"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("4 passed, 0 failed\n"), "\(result.stdout)")
        #expect(result.stdout.contains(#"{"step": 9, "expect": "view", "ok": true, "actual": {"text": "Choose a row to see what it holds."}}"#),
                "\(result.stdout)")
    }

    @Test("Examples/ux/wifi.json passes headless: a table view's row joins its network, a swipe's Forget deletes a row, the switch in an accessory view takes the networks away")
    func wiFiTableCheck() throws {
        let result = try SwiftFileTests.run(["--swift", Self.examples + "swift/wifi.swift", "--device", "iphone-15",
                                             "--script", Self.examples + "ux/wifi.json", "--headless"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("6 passed, 0 failed\n"), "\(result.stdout)")
        #expect(result.stdout.contains(#"{"step": 4, "expect": "view", "ok": true, "actual": {"text": "Library"}}"#), "\(result.stdout)")
        #expect(result.stdout.contains(#"{"step": 11, "expect": "view", "ok": true, "actual": {"text": "Gym"}}"#), "\(result.stdout)")
    }

    @Test("Examples/ux/photo-viewer.json passes headless: two taps 50 ms apart zoom the photo and not hide the bar; one tap hides the bar once the double tap has failed")
    func photoViewerCheck() throws {
        let result = try SwiftFileTests.run(["--swift", Self.examples + "swift/photo-viewer.swift", "--device", "iphone-15",
                                             "--script", Self.examples + "ux/photo-viewer.json", "--headless",
                                             "--artifacts", FileManager.default.temporaryDirectory.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("3 passed, 0 failed\n"), "\(result.stdout)")
        #expect(result.stdout.contains(#"{"step": 8, "expect": "view", "ok": true, "actual": {"text": "Bars hidden"}}"#), "\(result.stdout)")
    }

    @Test("Examples/ux/onboarding.json passes headless: a drag turns one page and the page control follows; a click on the page control or Continue turns the next")
    func onboardingCheck() throws {
        let result = try SwiftFileTests.run(["--swift", Self.examples + "swift/onboarding.swift", "--device", "iphone-se-3",
                                             "--script", Self.examples + "ux/onboarding.json", "--headless"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("5 passed, 0 failed\n"), "\(result.stdout)")
    }

    @Test("Examples/ux/feed.json passes headless: a drag or four wheel notches past the top start refreshing, the content rests under the spinner until the main queue ends it")
    func feedCheck() throws {
        let result = try SwiftFileTests.run(["--swift", Self.examples + "swift/feed.swift", "--device", "iphone-15",
                                             "--script", Self.examples + "ux/feed.json", "--headless"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("9 passed, 0 failed\n"), "\(result.stdout)")
    }

    @Test("the refresh control is drawn above the large title while it refreshes, as recorded, light and dark",
          arguments: [("light", "feed-refreshing"), ("dark", "feed-refreshing-dark")])
    func refreshPicture(appearance: String, reference: String) throws {
        let folder = try LayoutFolder()
        // The feed's second of loading made long, so the picture is taken while it refreshes on any machine.
        let feed = try String(contentsOfFile: Self.examples + "swift/feed.swift", encoding: .utf8)
            .replacingOccurrences(of: "asyncAfter(deadline: .now() + 1)", with: "asyncAfter(deadline: .now() + 60)")
        let file = try folder.write(feed, name: "Feed.swift")
        let script = try folder.write(#"{"steps": [{"drag": {"from": [196, 300], "to": [196, 620], "duration": 0.5, "hold": 0.1}}, {"wait": "settled"}, {"screenshot": "refreshing"}]}"#,
                                      name: "check.json")
        let result = try SwiftFileTests.run(["--swift", file, "--device", "iphone-15", "--appearance", appearance,
                                             "--script", script, "--headless", "--artifacts", folder.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        try Self.references.check(try PNG.read(folder.path + "/refreshing.png"), named: reference)
    }

    @Test("Examples/ux/shop.json passes headless: a pull on the shop's home refreshes it, and the shelf the data source inserts takes the top, labels in nested rows read where they are drawn; the cart's sheet is dragged to full height and thrown away")
    func shopCheck() throws {
        let result = try SwiftFileTests.run(["--swift", Self.examples + "swift/Shop", "--device", "iphone-15",
                                             "--script", Self.examples + "ux/shop.json", "--headless"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("9 passed, 0 failed\n"), "\(result.stdout)")
    }

    @Test("setCollectionViewLayout from a bar button's action lays the items out again at once, and back")
    func layoutSwitch() throws {
        let folder = try LayoutFolder()
        let file = try folder.write(#"""
import UIKitCompat

final class AlbumsViewController: UIViewController, UICollectionViewDataSource {
    private var collectionView: UICollectionView!
    private var showsList = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "List", style: .plain, target: self, action: #selector(toggleLayout))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.gridLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "album")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    static func gridLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return layout
    }

    static func listLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 375, height: 44)
        layout.minimumLineSpacing = 0
        return layout
    }

    @objc private func toggleLayout() {
        showsList.toggle()
        navigationItem.rightBarButtonItem?.title = showsList ? "Grid" : "List"
        collectionView.setCollectionViewLayout(showsList ? Self.listLayout() : Self.gridLayout(), animated: true)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "album", for: indexPath)
        cell.contentView.backgroundColor = .systemTeal
        return cell
    }
}

func makeRootViewController() -> UIViewController {
    UINavigationController(rootViewController: AlbumsViewController())
}
"""#, name: "Albums.swift")
        let script = try folder.write(#"""
{"steps": [
  {"expect": {"frame": {"section": 0, "item": 1, "frame": [137.5, 64, 100, 100]}}},
  {"tap": [350, 42]},
  {"wait": "settled"},
  {"expect": {"frame": {"section": 0, "item": 1, "frame": [0, 108, 375, 44]}}},
  {"expect": {"view": {"at": [350, 42], "text": "Grid"}}},
  {"tap": [350, 42]},
  {"wait": "settled"},
  {"expect": {"frame": {"section": 0, "item": 1, "frame": [137.5, 64, 100, 100]}}}
]}
"""#, name: "check.json")
        let result = try SwiftFileTests.run(["--swift", file, "--device", "iphone-se-3", "--script", script, "--headless"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("4 passed, 0 failed\n"), "\(result.stdout)")
    }

    @Test("a headless check follows the screen shown: a tab with a plain scroll view, back home, a pushed product, Escape back; rows in a scroll view have no safe area of their own")
    func followsScreens() throws {
        let folder = try LayoutFolder()
        let script = try folder.write(#"""
{"steps": [
  {"tap": [295, 790]},
  {"wait": "settled"},
  {"expect": {"view": {"at": [60, 130], "text": "ORDERS"}}},
  {"expect": {"view": {"at": [80, 166], "text": "Open orders"}}},
  {"tap": [98, 790]},
  {"wait": "settled"},
  {"expect": {"view": {"at": [80, 179], "text": "New This Week"}}},
  {"tap": [80, 260]},
  {"wait": "settled"},
  {"expect": {"view": {"at": [40, 430], "text": "Kettle"}}},
  {"key": "Escape"},
  {"wait": "settled"},
  {"expect": {"view": {"at": [80, 179], "text": "New This Week"}}}
]}
"""#, name: "tabs.json")
        let result = try SwiftFileTests.run(["--swift", Self.examples + "swift/Shop", "--device", "iphone-15", "--script", script, "--headless"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("5 passed, 0 failed\n"), "\(result.stdout)")
    }

    @Test("a search results controller shows over the screen once there is text, as the collection view the check reads; Escape twice brings the screen back")
    func searchResultsController() throws {
        let folder = try LayoutFolder()
        let file = try folder.write(#"""
import UIKitCompat

final class ResultsViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: name)
        }
    }

    func show(_ names: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(names)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

final class CountriesViewController: UIViewController, UISearchResultsUpdating {
    private let countries = ["Austria", "Belgium", "Denmark", "Finland", "France", "Germany", "Greece", "Iceland", "Ireland", "Italy", "Norway", "Portugal", "Spain", "Sweden"]
    private let results = ResultsViewController()
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Countries"
        navigationController?.navigationBar.prefersLargeTitles = true
        let search = UISearchController(searchResultsController: results)
        search.searchResultsUpdater = self
        search.searchBar.placeholder = "Search countries"
        navigationItem.searchController = search
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(countries)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        results.loadViewIfNeeded()
        results.show(countries.filter { $0.localizedCaseInsensitiveContains(text) })
    }
}

func makeRootViewController() -> UIViewController {
    UINavigationController(rootViewController: CountriesViewController())
}
"""#, name: "Countries.swift")
        let script = try folder.write(#"""
{"steps": [
  {"tap": [150, 181]},
  {"type": "fr"},
  {"wait": "settled"},
  {"expect": {"frame": {"section": 0, "item": 0, "frame": [0, 111, 393, 44]}}},
  {"key": "Escape"},
  {"key": "Escape"},
  {"wait": "settled"},
  {"expect": {"frame": {"section": 0, "item": 0, "frame": [20, 242, 353, 44]}}}
]}
"""#, name: "check.json")
        let result = try SwiftFileTests.run(["--swift", file, "--device", "iphone-15", "--script", script, "--headless"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("2 passed, 0 failed\n"), "\(result.stdout)")
    }

    @Test("Examples/ux/contacts-search.json passes headless: a click starts the search, typing filters the list, Escape ends editing and then the search")
    func contactsSearchCheck() throws {
        let result = try SwiftFileTests.run(["--swift", Self.examples + "swift/contacts-search.swift", "--device", "iphone-15",
                                             "--script", Self.examples + "ux/contacts-search.json", "--headless"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("12 passed, 0 failed\n"), "\(result.stdout)")
    }

    @Test("a search being typed is drawn as recorded: the field with its caret and clear button, Cancel, the filtered list; light, dark and right to left",
          arguments: [("light", "ltr", "contacts-search"), ("dark", "ltr", "contacts-search-dark"), ("light", "rtl", "contacts-search-rtl")])
    func searchPicture(appearance: String, direction: String, reference: String) throws {
        let folder = try LayoutFolder()
        let x = direction == "rtl" ? 243 : 150
        let script = try folder.write(#"{"steps": [{"tap": [\#(x), 175]}, {"type": "ko"}, {"wait": "settled"}, {"screenshot": "typed"}]}"#, name: "check.json")
        let result = try SwiftFileTests.run(["--swift", Self.examples + "swift/contacts-search.swift", "--device", "iphone-15", "--appearance", appearance,
                                             "--layout-direction", direction, "--script", script, "--headless", "--artifacts", folder.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        try Self.references.check(try PNG.read(folder.path + "/typed.png"), named: reference)
    }

    @Test("an alert is drawn over the dimmed screen as recorded, light, dark and at the largest standard text size (its card as tall as the wrapped title and message and the buttons)",
          arguments: [("light", "large", "preferences-alert"), ("dark", "large", "preferences-alert-dark"),
                      ("light", "extraExtraExtraLarge", "preferences-alert-xxxl")])
    func alertPicture(appearance: String, category: String, reference: String) throws {
        let folder = try LayoutFolder()
        let script = try folder.write(#"{"steps": [{"tap": [360, 81]}, {"wait": "settled"}, {"screenshot": "alert"}]}"#, name: "check.json")
        let result = try SwiftFileTests.run(["--swift", Self.examples + "swift/preferences.swift", "--device", "iphone-15", "--appearance", appearance,
                                             "--content-size-category", category, "--script", script, "--headless", "--artifacts", folder.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        try Self.references.check(try PNG.read(folder.path + "/alert.png"), named: reference)
    }

    @Test("the alert's dark and largest-text goldens differ from its default one")
    func alertVariantsDiffer() throws {
        let base = try PNG.read(Self.references.directory.appendingPathComponent("preferences-alert.png").path)
        for variant in ["preferences-alert-dark", "preferences-alert-xxxl"] {
            let changed = try PNG.read(Self.references.directory.appendingPathComponent("\(variant).png").path)
            #expect(ImageComparison().compare(base, with: changed).differing > 20_000, "\(variant) shows the change")
        }
    }

    @Test("an alert's text fields are drawn as recorded: under the message, the typed name, the password as bullets with the caret")
    func alertFieldsPicture() throws {
        let folder = try LayoutFolder()
        let file = try folder.write(Self.signInAlert, name: "Album.swift")
        let script = try folder.write(#"{"steps": [{"tap": [360, 81]}, {"wait": 0.3}, {"type": "ana"}, {"key": "Tab"}, {"type": "pw"}, {"wait": "settled"}, {"screenshot": "fields"}]}"#,
                                      name: "check.json")
        let result = try SwiftFileTests.run(["--swift", file, "--device", "iphone-15", "--script", script, "--headless", "--artifacts", folder.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        try Self.references.check(try PNG.read(folder.path + "/fields.png"), named: "alert-text-fields")
    }

    static let signInAlert = #"""
import UIKitCompat

final class AlbumViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Album"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share))
    }

    @objc func share() {
        let alert = UIAlertController(title: "Sign in", message: "to the shared album", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let signIn = UIAlertAction(title: "Sign In", style: .default)
        alert.addAction(signIn)
        alert.preferredAction = signIn
        present(alert, animated: true)
    }
}

func makeRootViewController() -> UIViewController { UINavigationController(rootViewController: AlbumViewController()) }
"""#

    @Test("each dark or right-to-left golden differs from the light one: the change reached it",
          arguments: [("preferences-alert", "preferences-alert-dark", 100_000), ("feed-refreshing", "feed-refreshing-dark", 100_000),
                      ("contacts-search", "contacts-search-dark", 20_000), ("contacts-search", "contacts-search-rtl", 4_000)])
    func goldensDiffer(light: String, other: String, atLeast pixels: Int) throws {
        let base = try PNG.read(Self.references.directory.appendingPathComponent(light + ".png").path)
        let changed = try PNG.read(Self.references.directory.appendingPathComponent(other + ".png").path)
        #expect(ImageComparison().compare(base, with: changed).differing > pixels)
    }

    @Test("a tap recognizer made with #selector in a --swift file recognises a scripted tap, at the tap's place in its view")
    func tapRecognizer() throws {
        let folder = try LayoutFolder()
        let file = try folder.write(Self.tappableCard, name: "Tap.swift")
        let script = try folder.write(#"{"steps": [{"tap": [100, 150]}, {"tap": [300, 400]}, {"expect": {"view": {"at": [100, 275], "text": "Taps: 1 at 60,30"}}}]}"#,
                                      name: "check.json")
        let result = try SwiftFileTests.run(["--swift", file, "--size", "375x667", "--script", script, "--headless"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    static let tappableCard = #"""
import UIKitCompat

final class TapViewController: UIViewController {
    private let card = UIView()
    private let label = UILabel()
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 16
        card.frame = CGRect(x: 40, y: 120, width: 200, height: 120)
        let tap = UITapGestureRecognizer(target: self, action: #selector(cardTapped(_:)))
        card.addGestureRecognizer(tap)
        label.frame = CGRect(x: 40, y: 260, width: 300, height: 30)
        label.text = "Taps: 0"
        view.addSubview(card)
        view.addSubview(label)
    }

    @objc func cardTapped(_ sender: UITapGestureRecognizer) {
        count += 1
        let point = sender.location(in: card)
        label.text = "Taps: \(count) at \(Int(point.x)),\(Int(point.y))"
    }
}

func makeRootViewController() -> UIViewController { TapViewController() }
"""#

    @Test("a view expectation that does not hold says what it expected and what the view shows; none at the point, that none has it")
    func failing() throws {
        let folder = try LayoutFolder()
        let script = try folder.write(#"{"steps": [{"expect": {"view": {"at": [335, 198], "isOn": true}}}, {"expect": {"view": {"at": [5, 840], "currentPage": 1}}}]}"#,
                                      name: "check.json")
        let result = try SwiftFileTests.run(["--swift", Self.examples + "swift/preferences.swift", "--device", "iphone-15",
                                             "--script", script, "--headless"])
        #expect(result.status == 1)
        #expect(result.stdout.contains(#""ok": false, "expected": {"isOn": true}, "actual": {"isOn": false}"#), "\(result.stdout)")
        #expect(result.stdout.contains("no view at the point has currentPage"), "\(result.stdout)")
    }

    @Test("--dump-views of a screen without a collection view is laid out as it is drawn: rows of wrapping labels as tall as their text, controls with their state")
    func dump() throws {
        let result = try SwiftFileTests.run(["--swift", Self.examples + "swift/preferences.swift", "--device", "iphone-15", "--dump-views"])
        #expect(result.status == 0, "\(result.stderr)")
        // The card: 4 points of margin around three rows of 47, 47 and 48 (a 20-point label or a 32-point stepper, 8 above and below).
        #expect(result.stdout.contains(#"{"class": "UIStackView", "frame": [0, 0, 353, 150]"#), "\(result.stdout)")
        #expect(result.stdout.contains(#"{"class": "UISwitch", "frame": [270, 8, 51, 31], "isOn": true"#), "\(result.stdout)")
        #expect(result.stdout.contains(#"{"class": "UIStepper", "frame": [227, 8, 94, 32], "value": 2"#), "\(result.stdout)")
    }

    @Test("a view expectation is refused when it names nothing to check, or a member no view has", arguments: [
        (#"{"steps": [{"expect": {"view": {"at": [1, 1]}}}]}"#, "steps[0].expect.view: a view expectation names what to check"),
        (#"{"steps": [{"expect": {"view": {"at": [1, 1], "colour": "red"}}}]}"#, #"steps[0].expect.view.colour: unknown key "colour""#),
        (#"{"steps": [{"expect": {"view": {"at": [1, 1], "isOn": 1}}}]}"#, "steps[0].expect.view.isOn: expected true or false"),
    ])
    func refusals(text: String, message: String) throws {
        let folder = try LayoutFolder()
        let script = try folder.write(text, name: "check.json")
        let result = try ProgramRunner.run(["--example", "list", "--size", "375x667", "--script", script, "--headless"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
