import CollectionLayout
import CollectionView
import Testing
import UIKitCompat

/// What cells configured as UIKit code configures them are drawn as, and the fonts and images
/// they name.
@Suite struct CellConfigurationTests {
    /// The content a data source of one item draws for the cell `configure` sets up, in a plain list.
    static func content<Cell: UICollectionViewCell>(of _: Cell.Type, in appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
                                                    _ configure: @escaping (Cell) -> Void) -> CellContent {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<Cell, Int> { cell, _, _ in configure(cell) }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0]); snapshot.appendItems([1])
        dataSource.apply(snapshot, animatingDifferences: false)
        return dataSource.content(forItemAt: IndexPath(item: 0, section: 0))
    }

    @Test("a value cell puts its secondary text at the trailing edge") func aValueCellPutsItsSecondaryTextAtTheTrailingEdge() {
        let content = Self.content(of: UICollectionViewListCell.self) { cell in
            var content = UIListContentConfiguration.valueCell()
            content.text = "Wi-Fi"
            content.secondaryText = "Home"
            cell.contentConfiguration = content
            cell.accessories = [.label(text: "2"), .checkmark()]
        }
        #expect(content.labels.map(\.text) == ["Wi-Fi"])
        #expect(content.detail == TextLabel("Home", font: FontSpec(size: 17), color: Color(ListMetrics.secondaryLabel)))
        #expect(content.accessory == .checkmark(Color(ListMetrics.systemBlue)))
    }

    @Test("a grouped list's header, as header() or groupedHeader(), is small grey capitals; a plain list's header() is semibold body text",
          arguments: [(UICollectionLayoutListConfiguration.Appearance.insetGrouped, true), (.grouped, true), (.plain, false)])
    func headerLooksAsItsList(appearance: UICollectionLayoutListConfiguration.Appearance, grouped: Bool) {
        for (make, isGroupedHeader) in [(UIListContentConfiguration.header, false), (UIListContentConfiguration.groupedHeader, true)] {
            let content = Self.content(of: UICollectionViewListCell.self, in: appearance) { cell in
                var content = make()
                content.text = "Connectivity"
                cell.contentConfiguration = content
            }
            if grouped || isGroupedHeader {
                #expect(content.labels == [TextLabel("CONNECTIVITY", font: FontSpec(size: 13), color: Color(ListMetrics.secondaryLabel))])
            } else {
                #expect(content.labels == [TextLabel("Connectivity", font: FontSpec(size: 17, weight: .semibold), color: Color(ListMetrics.label))])
            }
        }
    }

    @Test("accessories take their options and displayed state") func accessoriesTakeTheirOptionsAndDisplayedState() {
        let content = Self.content(of: UICollectionViewListCell.self) { cell in
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
            cell.accessories = [.checkmark(displayed: .whenEditing), .disclosureIndicator(options: .init(isHidden: true)),
                                .outlineDisclosure(options: .init(tintColor: .black)),
                                .label(text: "9", options: .init(tintColor: .systemBlue, font: .systemFont(ofSize: 12, weight: .bold)))]
        }
        #expect(content.accessory == .outlineDisclosure(.black, expanded: false))
        #expect(content.detail == TextLabel("9", font: FontSpec(size: 12, weight: .bold), color: Color(ListMetrics.systemBlue)))
    }

    @Test("a plain cell draws its configuration over its background") func aPlainCellDrawsItsConfigurationOverItsBackground() {
        let content = Self.content(of: UICollectionViewCell.self) { cell in
            var content = UIListContentConfiguration.cell()
            content.text = "Plain"
            cell.contentConfiguration = content
            cell.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        #expect(content.labels.map(\.text) == ["Plain"])
        #expect(content.labels.first?.font == FontSpec(size: 17))
        #expect(content.background == Color(red: 1, green: 0, blue: 0))
        #expect(content.accessory == nil)

        let bare = Self.content(of: UICollectionViewCell.self) { cell in cell.backgroundColor = .systemBlue }
        #expect(bare == CellContent(background: Color(ListMetrics.systemBlue)))
    }

    @Test("the background configurations colour wins") func theBackgroundConfigurationsColourWins() {
        let content = Self.content(of: UICollectionViewListCell.self) { cell in
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = .black
            background.cornerRadius = 8
            cell.backgroundConfiguration = background
            cell.backgroundColor = .white
        }
        #expect(content.background == .black)
        #expect(content.cornerRadius == 8)
        let unset = Self.content(of: UICollectionViewListCell.self) { cell in cell.backgroundConfiguration = .listGroupedCell() }
        #expect(unset.background == nil, "the list draws behind the row")
    }

    @Test("fonts map to the engines sizes and weights") func fontsMapToTheEnginesSizesAndWeights() {
        #expect(UIFont.preferredFont(forTextStyle: .body).fontSpec == FontSpec(size: 17))
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontSpec == FontSpec(size: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).fontSpec == FontSpec(size: 34))
        #expect(UIFont.preferredFont(forTextStyle: .caption2).fontSpec == FontSpec(size: 11))
        #expect(UIFont.systemFont(ofSize: 20, weight: .light).fontSpec == FontSpec(size: 20))
        #expect(UIFont.systemFont(ofSize: 20, weight: .medium).fontSpec == FontSpec(size: 20, weight: .medium))
        #expect(UIFont.systemFont(ofSize: 20, weight: .heavy).fontSpec == FontSpec(size: 20, weight: .bold))
        #expect(UIFont.boldSystemFont(ofSize: 9).withSize(10).fontSpec == FontSpec(size: 10, weight: .bold))
    }

    @Test("system images are glyphs") func systemImagesAreGlyphs() {
        #expect(UIImage(systemName: "star")?.glyph == "☆")
        #expect(UIImage(systemName: "star.fill")?.glyph == "★")
        #expect(UIImage(systemName: "bicycle")?.glyph == "B")
        #expect(UIImage(systemName: "") == nil)
    }
}
