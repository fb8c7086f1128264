import Foundation
import SnapshotTesting
import Testing
import UIKitCompat
@testable import UIKitSnapshotTesting
import X11Window

/// The strategies' screens, scales, file names and comparisons.
@Suite struct UIKitSnapshotStrategyTests {
    @Test("presets carry swift-snapshot-testing's sizes, safe areas and traits")
    func presets() {
        #expect(ViewImageConfig.iPhone13.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhone13.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhone13(.landscape).safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(ViewImageConfig.iPhone13Mini.safeArea.top == 50 && ViewImageConfig.iPhone13Mini.size?.width == 375)
        #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568) && ViewImageConfig.iPhoneSe(.landscape).safeArea == .zero)
        #expect(ViewImageConfig.iPhoneX(.landscape).safeArea == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        let phone = ViewImageConfig.iPhone13.traits
        #expect(phone.preferredContentSizeCategory == .medium && phone.userInterfaceIdiom == .phone)
        #expect(phone.horizontalSizeClass == .compact && phone.verticalSizeClass == .regular && phone.displayScale == 0)
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone13(.landscape).traits.horizontalSizeClass == .compact)
        // Tablets: landscape full screen unless said; narrow splits are compact wide.
        #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
        #expect(ViewImageConfig.iPadPro11.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(ViewImageConfig.iPadPro11(.portrait(splitView: .twoThirds)).size == CGSize(width: 504, height: 1194))
        #expect(ViewImageConfig.iPadPro11(.portrait(splitView: .twoThirds)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPadMini(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPad9_7.size == CGSize(width: 1024, height: 768) && ViewImageConfig.iPad10_2(.portrait).size?.width == 810)
    }

    @Test("a screen is drawn at 3x unless the traits give a scale, and a view at its own size")
    func scales() throws {
        let config = ViewImageConfig.iPhoneSe
        let three = try ViewSnapshotRenderer.image(of: PlainScreen(), config: config, traits: .init())
        #expect(three.width == 960 && three.height == 1704)
        let two = try ViewSnapshotRenderer.image(of: PlainScreen(), config: config, traits: UITraitCollection(displayScale: 2))
        #expect(two.width == 640 && two.height == 1136)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let drawn = try ViewSnapshotRenderer.image(of: view, size: nil, traits: UITraitCollection(displayScale: 1))
        #expect(drawn.width == 100 && drawn.height == 40)
        #expect(throws: ViewSnapshotRenderer.Failure.self) { try ViewSnapshotRenderer.image(of: UIView(), size: nil, traits: .init()) }
    }

    @Test("the safe area reaches the screen: a view pinned to it starts below the top inset")
    func safeArea() throws {
        let image = try ViewSnapshotRenderer.image(of: PlainScreen(), config: .iPhone13, traits: UITraitCollection(displayScale: 1))
        let blue = UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        func isBlue(_ y: Int) -> Bool {
            let pixel = image.pixel(x: 100, y: y)
            return abs(Int(pixel.red) - Int(blue.red * 255)) < 3 && abs(Int(pixel.blue) - Int(blue.blue * 255)) < 3
        }
        #expect(!isBlue(46) && isBlue(47) && isBlue(809) && !isBlue(810))
    }

    @Test("dark traits reach the screen: the picture differs from the light one nearly everywhere")
    func traitsReachThePicture() throws {
        let light = try ViewSnapshotRenderer.image(of: PlainScreen(), config: .iPhoneSe, traits: UITraitCollection(displayScale: 1))
        let dark = try ViewSnapshotRenderer.image(of: PlainScreen(), config: .iPhoneSe,
                                                  traits: UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 1), UITraitCollection(userInterfaceStyle: .dark)]))
        var differing = 0
        for index in stride(from: 0, to: light.pixels.count, by: 4) where light.pixels[index..<index + 3] != dark.pixels[index..<index + 3] {
            differing += 1
        }
        let pixelCount = light.width * light.height
        #expect(differing > pixelCount * 9 / 10, "\(differing) of \(pixelCount) pixels differ")
        #expect(dark.pixel(x: 10, y: 5) == (0, 0, 0, 255), "the dark system background is black")
    }

    @Test("a collection view with no background colour shows systemBackground, black in dark, as since iOS 13")
    func collectionViewBackgroundFollowsTheAppearance() throws {
        func picture(_ style: UIUserInterfaceStyle) throws -> RGBAImage {
            let screen = GridScreen()
            screen.title = "Grid"
            return try ViewSnapshotRenderer.image(of: UINavigationController(rootViewController: screen), config: .iPhoneSe,
                                                  traits: UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 1),
                                                                                         UITraitCollection(userInterfaceStyle: style)]))
        }
        let light = try picture(.light), dark = try picture(.dark)
        // Below the bar, right of the two cells of the first row; and the bar's middle, beside its title.
        #expect(light.pixel(x: 305, y: 120) == (255, 255, 255, 255))
        #expect(dark.pixel(x: 305, y: 120) == (0, 0, 0, 255))
        #expect(dark.pixel(x: 20, y: 42) == (0, 0, 0, 255), "the bar at the scroll edge shows the black behind it")
    }

    @Test("pixels a view leaves uncovered stay clear")
    func transparency() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        square.backgroundColor = .systemRed
        view.addSubview(square)
        let image = try ViewSnapshotRenderer.image(of: view, size: nil, traits: UITraitCollection(displayScale: 1))
        #expect(image.pixel(x: 10, y: 10).alpha == 255)
        #expect(image.pixel(x: 90, y: 10).alpha == 0)
    }

    @Test("references recorded here are NAME.linux.png; the iOS NAME.png beside them is never read or written")
    func linuxReferences() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let ios = folder.appendingPathComponent("cell.green.png")
        let iosBytes = Data("not even a PNG: iOS recorded it".utf8)
        try iosBytes.write(to: ios)
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        cell.backgroundColor = .systemGreen
        let first = verifySnapshot(of: cell, as: .image, named: "green", snapshotDirectory: folder.path, testName: "cell")
        #expect(first?.contains("No reference was found on disk") == true)
        let second = verifySnapshot(of: cell, as: .image, named: "green", snapshotDirectory: folder.path, testName: "cell")
        #expect(second == nil)
        #expect(try Data(contentsOf: ios) == iosBytes)
        let recorded = try PNG.read(folder.appendingPathComponent("cell.green.linux.png").path)
        #expect(recorded.width == 180 && recorded.height == 60)
        cell.backgroundColor = .systemOrange
        let third = verifySnapshot(of: cell, as: .image, named: "green", snapshotDirectory: folder.path, testName: "cell")
        #expect(third?.contains("Newly-taken snapshot does not match reference.") == true)
    }

    @Test("recursiveDescription lists a collection view's cells on screen at the layout's frames, with their subviews")
    func describesCells() throws {
        let screen = GridScreen()
        _ = try ViewSnapshotRenderer.image(of: screen, config: ViewImageConfig(size: CGSize(width: 320, height: 120)),
                                           traits: UITraitCollection(displayScale: 1))
        let lines = ViewDescription.recursive(screen.view).split(separator: "\n").map(String.init)
        let cells = lines.filter { $0.contains("<BadgeCell") }
        #expect(cells == [
            "   |    | <BadgeCell; frame = (10 10; 140 50)>",
            "   |    | <BadgeCell; frame = (170 10; 140 50)>",
            "   |    | <BadgeCell; frame = (10 70; 140 50)>",
        ], "\(lines)")
        #expect(lines.contains("   |    |    |    | <UILabel; frame = (8 8; 124 34); text = 'Badge 2'>"), "\(lines)")
    }

    @Test("precision counts matching bytes; perceptual precision forgives colours within ΔE of the threshold")
    func comparisons() {
        let grey = RGBAImage(width: 10, height: 10, pixels: [UInt8](repeating: 128, count: 400))
        var speck = grey
        speck.pixels[0] = 255
        #expect(ImageMatch.compare(grey, speck, precision: 1, perceptualPrecision: 1) == "Newly-taken snapshot does not match reference.")
        #expect(ImageMatch.compare(grey, speck, precision: 0.99, perceptualPrecision: 1) == nil)
        var tinted = grey
        for index in stride(from: 0, to: 400, by: 4) { tinted.pixels[index] = 130 }
        #expect(ImageMatch.compare(grey, tinted, precision: 1, perceptualPrecision: 0.98) == nil)
        #expect(ImageMatch.compare(grey, tinted, precision: 1, perceptualPrecision: 0.999)?.hasPrefix("The percentage of pixels that match 0.0") == true)
        let black = PerceptualDifference.deltaE((0, 0, 0, 255), (255, 255, 255, 255))
        #expect(abs(black - 100) < 0.01)
        #expect(PerceptualDifference.deltaE((128, 128, 128, 255), (130, 128, 128, 255)) < 2)
        #expect(ImageMatch.compare(grey, RGBAImage(width: 5, height: 5, pixels: [UInt8](repeating: 0, count: 100)), precision: 1, perceptualPrecision: 1)
            == "Newly-taken snapshot@(5, 5) pixels does not match reference@(10, 10).")
    }
}

/// A screen with a blue view pinned to its safe area.
private final class PlainScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let inset = UIView()
        inset.backgroundColor = .systemBlue
        inset.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inset)
        NSLayoutConstraint.activate([
            inset.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            inset.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            inset.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inset.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}

/// A screen with a flow layout of three cells, two a row, the third half in view.
private final class GridScreen: UIViewController, UICollectionViewDataSource {
    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 140, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "badge", for: indexPath) as! BadgeCell
        cell.label.text = "Badge \(indexPath.item + 1)"
        return cell
    }
}

/// A cell with a label pinned 8 points inside its content view.
private final class BadgeCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}
