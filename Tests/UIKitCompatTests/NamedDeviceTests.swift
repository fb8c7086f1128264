import CollectionLayout
import CollectionView
import Testing
import UIKitCompat

/// A layout solved for a named device reads that device through UIKit's names: `UIDevice`, the
/// environment's and the collection view's trait collection, its safe area, margins and
/// adjusted content inset.
@Suite @MainActor struct NamedDeviceTests {
    final class Reader: UICollectionViewLayout {
        var seen: (name: String, idiom: UIUserInterfaceIdiom, landscape: Bool, traits: UITraitCollection, safe: UIEdgeInsets,
                   margins: UIEdgeInsets, adjusted: UIEdgeInsets)?

        override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            seen = (UIDevice.current.name, UIDevice.current.userInterfaceIdiom, UIDevice.current.orientation.isLandscape,
                    collectionView.traitCollection, collectionView.safeAreaInsets, collectionView.layoutMargins,
                    collectionView.adjustedContentInset)
        }

        override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: 2000) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { [] }
    }

    private func prepared(_ device: Device, _ orientation: DeviceOrientation) throws -> Reader {
        let layout = Reader()
        let host = device.host(in: orientation)
        _ = try host.solving { () throws(LayoutError) in
            try layout.collectionViewLayout.solveLayout(container: host.size, itemCounts: [1])
        }
        return layout
    }

    @Test("an iPhone 15 held upright: its name, idiom, traits, the safe area, and an adjusted inset above and below")
    func iPhone15() throws {
        let seen = try #require(try prepared(.iPhone15, .portrait).seen)
        #expect(seen.name == "iPhone 15" && seen.idiom == .phone && !seen.landscape)
        #expect(seen.traits.horizontalSizeClass == .compact && seen.traits.verticalSizeClass == .regular)
        #expect(seen.traits.displayScale == 3 && seen.traits.userInterfaceIdiom == .phone)
        #expect(seen.traits.userInterfaceStyle == .light && seen.traits.preferredContentSizeCategory == .large)
        #expect(seen.safe == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(seen.margins == UIEdgeInsets(top: 59, left: 20, bottom: 34, right: 20))
        #expect(seen.adjusted == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test("UIScreen.main is the device's screen: an iPhone 15's 393x852 points at 3x (1179x2556 pixels), turned with it on its side; a screen sized from it in viewDidLoad fills the device")
    func mainScreen() throws {
        final class BannerViewController: UIViewController {
            let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                banner.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1 / UIScreen.main.scale)
                view.addSubview(banner)
            }
        }
        let upright = Device.iPhone15.host(in: .portrait)
        upright.solving {
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
            #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeScale == 3)
            #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
            #expect(UIScreen.main.traitCollection.userInterfaceIdiom == .phone && UIScreen.screens.count == 1)
            #expect(UIDevice.current.systemName == "iOS" && UIDevice.current.systemVersion == "17.0")
            let controller = BannerViewController()
            controller.loadViewIfNeeded()
            #expect(controller.banner.frame.size == CGSize(width: 393, height: 1.0 / 3))
        }
        Device.iPhone15.host(in: .landscape).solving {
            #expect(UIScreen.main.bounds.size == CGSize(width: 852, height: 393))
            #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556), "pixels stay upright")
            #expect(UIScreen.main.traitCollection.verticalSizeClass == .compact)
        }
        Device.iPadMini6.host(in: .portrait).solving {
            #expect(UIScreen.main.scale == 2 && UIScreen.main.traitCollection.userInterfaceIdiom == .pad)
        }
    }

    @Test("an iPhone 16 Pro Max on its side is regular across; an iPad mini a pad in both orientations")
    func others() throws {
        let max = try #require(try prepared(.iPhone16ProMax, .landscape).seen)
        #expect(max.landscape && max.traits.horizontalSizeClass == .regular && max.traits.verticalSizeClass == .compact)
        #expect(max.safe == UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        #expect(max.adjusted == UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0), "a vertical view adjusts top and bottom only")
        let mini = try #require(try prepared(.iPadMini6, .landscape).seen)
        #expect(mini.idiom == .pad && mini.name == "iPad mini (6th generation)" && mini.traits.displayScale == 2)
    }

    @Test("UIContentSizeCategory: UIKit's raw values, order and accessibility sizes")
    func contentSizeCategories() {
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue == "UICTContentSizeCategoryAccessibilityXXXL")
        #expect(UIContentSizeCategory.extraSmall < UIContentSizeCategory.large && UIContentSizeCategory.large < UIContentSizeCategory.accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIUserInterfaceStyle.dark.rawValue == 2 && UIUserInterfaceStyle.light.rawValue == 1)
    }
}

/// UIKit's colours in dark appearance: the system colours' dark values, and dynamic colours.
@Suite @MainActor struct DarkColorTests {
    private let dark = UITraitCollection(traits: Traits(userInterfaceStyle: .dark))
    private let light = UITraitCollection(traits: Traits(userInterfaceStyle: .light))

    @Test("system colours resolve to Apple's dark values", arguments: [
        (UIColor.systemRed, ContentColor(red: 255, green: 69, blue: 58)), (.systemBlue, ContentColor(red: 10, green: 132, blue: 255)),
        (.systemMint, ContentColor(red: 102, green: 212, blue: 207)), (.systemTeal, ContentColor(red: 64, green: 200, blue: 224)),
        (.systemGray6, ContentColor(red: 28, green: 28, blue: 30)), (.label, ContentColor(red: 255, green: 255, blue: 255)),
        (.secondaryLabel, ContentColor(red: 235, green: 235, blue: 245, alpha: 153)), (.systemBackground, ContentColor(red: 0, green: 0, blue: 0)),
        (.secondarySystemGroupedBackground, ContentColor(red: 28, green: 28, blue: 30)), (.link, ContentColor(red: 9, green: 132, blue: 255)),
        (.separator, ContentColor(red: 84, green: 84, blue: 88, alpha: 153)), (.systemFill, ContentColor(red: 120, green: 120, blue: 128, alpha: 92)),
    ])
    func systemColours(colour: UIColor, expected: ContentColor) {
        #expect(colour.resolvedColor(with: dark).contentColor == expected)
    }

    @Test("UIColor(dynamicProvider:) asks for each appearance; resolvedColor gives the one asked for; fixed colours stay")
    func dynamicProvider() {
        var asked: [UIUserInterfaceStyle] = []
        let accent = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .systemOrange : .black
        }
        #expect(Set(asked) == [.light, .dark])
        #expect(accent.resolvedColor(with: light) == .black)
        #expect(accent.resolvedColor(with: dark).contentColor == ContentColor(red: 255, green: 159, blue: 10))
        #expect(accent.color.resolved(for: .dark) == Color(red: 1, green: 159.0 / 255, blue: 10.0 / 255))
        #expect(UIColor.red.resolvedColor(with: dark) == .red)
        #expect(accent.withAlphaComponent(0.5).resolvedColor(with: dark).alpha == 0.5)
    }
}

/// The background colours at the elevated level of a sheet: one step up the grey ramp in dark.
@Suite @MainActor struct ElevatedColorTests {
    @Test("dark elevated backgrounds", arguments: [
        (UIColor.systemBackground, ContentColor(red: 0, green: 0, blue: 0), ContentColor(red: 28, green: 28, blue: 30)),
        (.secondarySystemBackground, ContentColor(red: 28, green: 28, blue: 30), ContentColor(red: 44, green: 44, blue: 46)),
        (.tertiarySystemBackground, ContentColor(red: 44, green: 44, blue: 46), ContentColor(red: 58, green: 58, blue: 60)),
        (.systemGroupedBackground, ContentColor(red: 0, green: 0, blue: 0), ContentColor(red: 28, green: 28, blue: 30)),
        (.secondarySystemGroupedBackground, ContentColor(red: 28, green: 28, blue: 30), ContentColor(red: 44, green: 44, blue: 46)),
        (.tertiarySystemGroupedBackground, ContentColor(red: 44, green: 44, blue: 46), ContentColor(red: 58, green: 58, blue: 60)),
    ])
    func elevated(colour: UIColor, base: ContentColor, elevated: ContentColor) {
        let dark = UITraitCollection(traits: Traits(userInterfaceStyle: .dark))
        #expect(colour.resolvedColor(with: dark).contentColor == base)
        #expect(colour.resolvedColor(with: dark.elevated).contentColor == elevated)
        #expect(colour.resolvedColor(with: UITraitCollection(traits: Traits()).elevated).contentColor == colour.resolvedColor(with: UITraitCollection(traits: Traits())).contentColor)
        #expect(UIColor.label.resolvedColor(with: dark.elevated).contentColor == ContentColor(red: 255, green: 255, blue: 255), "labels do not change")
    }

    @Test("a text style's font follows the text size unless it does not adjust")
    func adjustsFont() throws {
        func titleSize(adjusts: Bool) throws -> Double? {
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
            let row = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, _ in
                var content = cell.defaultContentConfiguration()
                content.text = "Wi-Fi"
                content.textProperties.adjustsFontForContentSizeCategory = adjusts
                cell.contentConfiguration = content
            }
            let data = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { collectionView, path, item in
                collectionView.dequeueConfiguredReusableCell(using: row, for: path, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            data.apply(snapshot, animatingDifferences: false)
            let host = LayoutHost(size: Size(width: 375, height: 667), traits: Traits(preferredContentSizeCategory: .extraExtraExtraLarge))
            return host.solving { data.content(forItemAt: CollectionLayout.IndexPath(item: 0, section: 0)).labels.first?.font.size }
        }
        #expect(try titleSize(adjusts: true) == 23)
        #expect(try titleSize(adjusts: false) == 17)
    }
}
