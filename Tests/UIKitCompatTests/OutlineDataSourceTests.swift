import CollectionLayout
import CollectionView
import Testing
import UIKitCompat

/// iOS 14 outline code: header rows with an outline disclosure over their children, fed to a
/// `UICollectionViewDiffableDataSource` as section snapshots, expanding and collapsing on a click.
@MainActor @Suite struct UIKitOutlineDataSourceTests {
    enum Section: Hashable, Sendable { case main }

    final class Outline {
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Section, String>

        init(headerStyle: UICellAccessory.OutlineDisclosureOptions.Style) {
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
            let header = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = UIListContentConfiguration.sidebarHeader()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure(options: .init(style: headerStyle))]
            }
            let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, item in
                item.hasPrefix("#")
                    ? collectionView.dequeueConfiguredReusableCell(using: header, for: indexPath, item: item)
                    : collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
            }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["#Fruit", "#Veg"])
            outline.append(["Apple", "Pear"], to: "#Fruit")
            outline.append(["Leek"], to: "#Veg")
            outline.expand(["#Veg"])
            dataSource.apply(outline, to: .main, animatingDifferences: false)
        }

        var shown: [String] {
            (0..<dataSource.collectionView(collectionView, numberOfItemsInSection: 0)).compactMap {
                dataSource.itemIdentifier(for: IndexPath(item: $0, section: 0))
            }
        }
    }

    @Test("the section shows the visible items with disclosures turned and children indented") func theSectionShowsTheVisibleItemsWithDisclosuresTurnedAndChildrenIndented() {
        let outline = Outline(headerStyle: .automatic)
        #expect(outline.shown == ["#Fruit", "#Veg", "Leek"])
        let contents = (0..<3).map { outline.dataSource.content(forItemAt: IndexPath(item: $0, section: 0)) }
        #expect(contents[0].accessory == .outlineDisclosure(UIColor.systemBlue.color, expanded: false))
        #expect(contents[1].accessory == .outlineDisclosure(UIColor.systemBlue.color, expanded: true))
        #expect(contents.map(\.outlineDisclosureStyle) == [.header, .header, .cell])
        #expect(contents[2].indentation == 10)
        #expect(outline.dataSource.snapshot(for: .main).visibleItems == ["#Fruit", "#Veg", "Leek"])
    }

    @Test("a click on the header row toggles unless the style is cell", arguments: [(UICellAccessory.OutlineDisclosureOptions.Style.automatic, true), (.header, true), (.cell, false)])
    func aClickOnTheHeaderRowTogglesUnlessTheStyleIsCell(style: UICellAccessory.OutlineDisclosureOptions.Style, toggles: Bool) throws {
        let outline = Outline(headerStyle: style)
        var expanded: [String] = []
        outline.dataSource.sectionSnapshotHandlers.willExpandItem = { expanded.append($0) }
        let screen = try CollectionScreen(layout: outline.collectionView.collectionViewLayout.collectionViewLayout,
                                          dataSource: outline.dataSource, size: Size(width: 375, height: 667))
        let rowMiddle = try #require(stride(from: 0.0, to: 200, by: 1).first { screen.item(at: Point(x: 80, y: $0)) == IndexPath(item: 0, section: 0) }) + 10
        screen.pointerPressed(at: Point(x: 80, y: rowMiddle))
        screen.pointerReleased(at: Point(x: 80, y: rowMiddle))
        #expect(outline.shown == (toggles ? ["#Fruit", "Apple", "Pear", "#Veg", "Leek"] : ["#Fruit", "#Veg", "Leek"]))
        #expect(expanded == (toggles ? ["#Fruit"] : []))
        #expect(screen.selection == (toggles ? nil : IndexPath(item: 0, section: 0)))
    }
}
