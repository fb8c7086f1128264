import CollectionLayout
import CollectionView
import Testing
import UIKitCompat

/// The size classes the environment gives for the sizes of real devices.
@Suite struct TraitCollectionTests {
    @Test("size classes follow the size", arguments: [
        // iPhone SE, 15 and 15 Pro Max in portrait: compact width, regular height.
        (375.0, 667.0, UIUserInterfaceSizeClass.compact, UIUserInterfaceSizeClass.regular),
        (393.0, 852.0, .compact, .regular),
        (430.0, 932.0, .compact, .regular),
        // The same in landscape: compact height; only the Max is wide enough to be regular.
        (667.0, 375.0, .compact, .compact),
        (852.0, 393.0, .compact, .compact),
        (932.0, 430.0, .regular, .compact),
        // iPad mini and iPad Pro 12.9" in portrait and landscape: regular both ways.
        (744.0, 1133.0, .regular, .regular),
        (1366.0, 1024.0, .regular, .regular),
        // A narrow window, as an iPad's slide over: compact width.
        (320.0, 1024.0, .compact, .regular),
    ])
    func sizeClassesFollowTheSize(width: Double, height: Double,
                                  horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        let traits = UITraitCollection(size: CGSize(width: width, height: height))
        #expect(traits.horizontalSizeClass == horizontal)
        #expect(traits.verticalSizeClass == vertical)
    }

    @Test("the provider sees the containers size and classes") func theProviderSeesTheContainersSizeAndClasses() {
        nonisolated(unsafe) var seen: [String] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let container = environment.container
            seen.append("\(container.contentSize.width)x\(container.contentSize.height) "
                        + "\(container.effectiveContentSize.width) \(container.effectiveContentInsets == .zero) "
                        + "\(environment.traitCollection.horizontalSizeClass) \(environment.traitCollection.verticalSizeClass)")
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)))
            return NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
        }
        _ = layout.layoutDump(size: CGSize(width: 1024, height: 768), itemCounts: [1], contentOffset: .zero)
        #expect(seen == ["1024.0x768.0 1024.0 true regular regular"])
    }

    /// A section provider asks `traitCollection.layoutDirection`, as iOS code that lays out
    /// differently right to left does; the collection view's direction is what it is told.
    @Test("the provider sees the layout direction", arguments: [(LayoutDirection.leftToRight, UITraitEnvironmentLayoutDirection.leftToRight), (.rightToLeft, .rightToLeft)])
    func theProviderSeesTheLayoutDirection(direction: LayoutDirection, expected: UITraitEnvironmentLayoutDirection) throws {
        nonisolated(unsafe) var seen: [UITraitEnvironmentLayoutDirection] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            seen.append(environment.traitCollection.layoutDirection)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44)))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
        }
        let source = ContentProviderDataSource(itemCounts: [2]) { _ in CellContent(background: .white) }
        let screen = try CollectionScreen(layout: layout.collectionViewLayout, dataSource: source, size: Size(width: 400, height: 600),
                                          layoutDirection: direction)
        #expect(seen == [expected])
        // Item 0 at the leading edge: the left, or the right.
        let first = try #require(screen.layout.attributesForItem(at: CollectionLayout.IndexPath(item: 0, section: 0), offsets: screen.offsets))
        #expect(first.frame.minX == (direction == .leftToRight ? 0 : 200))
    }

    @Test("a view forced right to left says so") func aViewForcedRightToLeftSaysSo() {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}

extension TraitCollectionTests {
    @Test("one-trait collections leave the rest unspecified, and traitsFrom takes each trait from the last that gives it")
    func oneTraitCollectionsCombine() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(dark.userInterfaceStyle == .dark && dark.horizontalSizeClass == .unspecified && dark.displayScale == 0)
        #expect(dark.preferredContentSizeCategory == .unspecified && dark.userInterfaceLevel == .unspecified)
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), dark, UITraitCollection(displayScale: 3),
            UITraitCollection(preferredContentSizeCategory: .extraExtraLarge), UITraitCollection(userInterfaceStyle: .light),
        ])
        #expect(combined.horizontalSizeClass == .compact && combined.verticalSizeClass == .unspecified)
        #expect(combined.userInterfaceStyle == .light && combined.displayScale == 3)
        #expect(combined.preferredContentSizeCategory == .extraExtraLarge)
        #expect(UIColor.label.resolvedColor(with: dark).red == UIColor.label.resolvedColor(with: UITraitCollection(traitsFrom: [combined, dark])).red)
        #expect(UIColor.label.resolvedColor(with: dark).red != UIColor.label.resolvedColor(with: combined).red)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: dark).pointSize == 17)
    }
}
