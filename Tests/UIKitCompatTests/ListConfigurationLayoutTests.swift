import CollectionLayout
import Testing
import UIKitCompat

/// Lists as iOS code writes them, with `UICollectionLayoutListConfiguration`, dumped frame for
/// frame against the engine's `ListConfiguration`, for every appearance and header and footer mode.
@Suite struct ListConfigurationLayoutTests {
    static let appearances: [(UICollectionLayoutListConfiguration.Appearance, ListAppearance)] = [
        (.plain, .plain), (.grouped, .grouped), (.insetGrouped, .insetGrouped), (.sidebar, .sidebar), (.sidebarPlain, .sidebarPlain),
    ]
    static let headers: [(UICollectionLayoutListConfiguration.HeaderMode, ListHeaderMode)] = [
        (.none, .none), (.supplementary, .supplementary), (.firstItemInSection, .firstItemInSection),
    ]
    static let footers: [(UICollectionLayoutListConfiguration.FooterMode, ListFooterMode)] = [(.none, .none), (.supplementary, .supplementary)]

    /// The engine's list as UIKit's names it: its header and footer of UIKit's kinds.
    static func native(_ appearance: ListAppearance, _ header: ListHeaderMode, _ footer: ListFooterMode) -> ListConfiguration {
        var configuration = ListConfiguration(appearance: appearance)
        configuration.headerMode = header
        configuration.footerMode = footer
        configuration.headerElementKind = UICollectionView.elementKindSectionHeader
        configuration.footerElementKind = UICollectionView.elementKindSectionFooter
        return configuration
    }

    @Test("every mode dumps as the engines", arguments: 0..<5, [375.0, 430.0])
    func everyModeDumpsAsTheEngines(appearance index: Int, width: Double) {
        let (uikit, engine) = Self.appearances[index]
        for (header, nativeHeader) in Self.headers {
            for (footer, nativeFooter) in Self.footers {
                var configuration = UICollectionLayoutListConfiguration(appearance: uikit)
                configuration.headerMode = header
                configuration.footerMode = footer
                let dump = UICollectionViewCompositionalLayout.list(using: configuration)
                    .layoutDump(size: CGSize(width: width, height: 667), itemCounts: [3, 1, 0], contentOffset: CGPoint(x: 0, y: 20))
                let native = nativeDump(.list(using: Self.native(engine, nativeHeader, nativeFooter)), width: width, height: 667,
                                        itemCounts: [3, 1, 0], mainOffset: 20)
                #expect(dump == native, "\(uikit) \(header) \(footer)")
                #expect(!dump.hasPrefix("error"))
            }
        }
    }

    /// A settings screen's `createLayout()`: an inset grouped list without separators, a grey of
    /// its own and a header padding, next to a plain grid that keeps inside the layout margins.
    static func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            if sectionIndex == 1 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                     heightDimension: .absolute(80)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(80)), subitems: [item])
                let grid = NSCollectionLayoutSection(group: group)
                grid.contentInsetsReference = .layoutMargins
                return grid
            }
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.showsSeparators = false
            configuration.backgroundColor = UIColor(white: 0.9, alpha: 1)
            configuration.headerMode = .supplementary
            configuration.headerTopPadding = 12
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            section.contentInsets.bottom = 20
            return section
        }
    }

    static var native: CompositionalLayout {
        CompositionalLayout { index, _ in
            if index == 1 {
                let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
                var grid = LayoutSection(group: .horizontal(layoutSize: size, subitems: [
                    LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80))),
                ]))
                grid.contentInsetsReference = .layoutMargins
                return grid
            }
            var configuration = native(.insetGrouped, .supplementary, .none)
            configuration.showsSeparators = false
            configuration.backgroundColor = ContentColor(red: 230, green: 230, blue: 230)
            configuration.headerTopPadding = 12
            var section = LayoutSection.list(using: configuration)
            section.contentInsets.bottom = 20
            return section
        }
    }

    @Test("a section provider mixing lists and grids dumps as the engines", arguments: [375.0, 430.0])
    func aSectionProviderMixingListsAndGridsDumpsAsTheEngines(width: Double) {
        let dump = Self.createLayout().layoutDump(size: CGSize(width: width, height: 667), itemCounts: [2, 3, 1], contentOffset: .zero)
        #expect(dump == nativeDump(Self.native, width: width, height: 667, itemCounts: [2, 3, 1]))
    }

    @Test("the lists frames are UIKits") func theListsFramesAreUIKits() throws {
        let dump = Self.createLayout().layoutDump(size: CGSize(width: 375, height: 667), itemCounts: [2, 3, 1], contentOffset: .zero)
        // The header 12 below the top, rows under it inside the margins of 16, 20 more below them; the grid inside the margins too.
        #expect(dump.contains(#""kind": "UICollectionElementKindSectionHeader", "section": 0, "item": 0, "frame": [16, 12, 343, 44]"#))
        #expect(dump.contains(#""section": 0, "item": 1, "frame": [16, 100, 343, 44]"#))
        #expect(dump.contains(#""section": 1, "item": 0, "frame": [16, 164, 171.5, 80]"#))
        #expect(!dump.contains("list-separator"))
    }

    @Test("the configuration maps every property to the engine") func theConfigurationMapsEveryPropertyToTheEngine() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebarPlain)
        #expect(configuration.showsSeparators == false)
        #expect(UICollectionLayoutListConfiguration(appearance: .grouped).showsSeparators)
        #expect(configuration.headerMode == .none && configuration.footerMode == .none)
        #expect(configuration.backgroundColor == nil && configuration.headerTopPadding == nil)
        configuration.backgroundColor = .systemGroupedBackground
        configuration.headerTopPadding = 7
        configuration.showsSeparators = true
        let engine = configuration.listConfiguration
        #expect(engine.appearance == .sidebarPlain)
        #expect(engine.showsSeparators)
        #expect(engine.backgroundColor?.resolved(for: .light) == ContentColor(red: 242, green: 242, blue: 247))
        #expect(engine.headerTopPadding == 7)
        #expect(engine.headerElementKind == "UICollectionElementKindSectionHeader")
        #expect(engine.footerElementKind == "UICollectionElementKindSectionFooter")
    }

    @Test("a list section shows its header as UIKits boundary item") func aListSectionShowsItsHeaderAsUIKitsBoundaryItem() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let environment = EnvironmentStub()
        let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        #expect(section.boundarySupplementaryItems.map(\.elementKind) == [UICollectionView.elementKindSectionHeader,
                                                                         UICollectionView.elementKindSectionFooter])
        #expect(section.boundarySupplementaryItems.map(\.pinToVisibleBounds) == [true, false])
        #expect(section.boundarySupplementaryItems[0].layoutSize.heightDimension.isEstimated)
        #expect(section.contentInsetsReference == .automatic)
        #expect(NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                                               layoutEnvironment: environment).contentInsetsReference == .layoutMargins)
    }

    @Test("the margins code sets on the collection view reach the list") func theMarginsCodeSetsOnTheCollectionViewReachTheList() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        let system = layout.layoutDump(size: CGSize(width: 375, height: 667), itemCounts: [1], contentOffset: .zero)
        #expect(system.contains(#""item": 0, "frame": [16, 35, 343, 44]"#))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 30)
        let dump = layout.layoutDump(size: CGSize(width: 375, height: 667), itemCounts: [1], contentOffset: .zero)
        #expect(dump.contains(#""item": 0, "frame": [40, 35, 305, 44]"#))
        withExtendedLifetime(view) {}
    }

    @Test("ui color clamps and converts") func uiColorClampsAndConverts() {
        let color = UIColor(red: 1.5, green: 0.5, blue: -1, alpha: 0.29)
        #expect(color.red == 1 && color.blue == 0)
        #expect(color.contentColor == ContentColor(red: 255, green: 128, blue: 0, alpha: 74))
        #expect(UIColor.separator.contentColor == ListMetrics.separatorColor)
        #expect(UIColor.white.withAlphaComponent(0.5) == UIColor(white: 1, alpha: 0.5))
    }
}

/// An environment for a section built outside a layout, as a test may build one.
struct EnvironmentStub: NSCollectionLayoutEnvironment {
    struct Container: NSCollectionLayoutContainer {
        var contentSize: CGSize { CGSize(width: 375, height: 667) }
        var effectiveContentSize: CGSize { contentSize }
        var contentInsets: NSDirectionalEdgeInsets { .zero }
        var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    }
    var container: any NSCollectionLayoutContainer { Container() }
    var traitCollection: UITraitCollection { UITraitCollection(size: container.contentSize) }
}
