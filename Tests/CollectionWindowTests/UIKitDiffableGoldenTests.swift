import CollectionLayout
import CollectionSnapshotTesting
import CollectionView
import SnapshotTesting
import Testing
import UIKitCompat

/// A plain list fed by `UICollectionViewDiffableDataSource` and cell registrations, drawn in the
/// window against a reference reviewed by eye in `__Snapshots__/UIKitDiffableGoldenTests/`.
@Suite("Golden snapshot of a UIKit diffable list")
struct UIKitDiffableGoldenTests {
    struct Setting: Hashable, Sendable {
        let title: String
        let value: String?
        let symbol: String?
        let isChosen: Bool
    }

    static let settings = [
        Setting(title: "Wi-Fi", value: "Home", symbol: "house", isChosen: false),
        Setting(title: "Favourites", value: nil, symbol: "heart.fill", isChosen: true),
        Setting(title: "Sounds", value: "Off", symbol: "music.note", isChosen: false),
        Setting(title: "Warning", value: nil, symbol: nil, isChosen: false),
    ]

    @Test("plain list with header and footer") func plainListWithHeaderAndFooter() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: layout)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Setting> { cell, _, setting in
            var content = setting.value == nil ? UIListContentConfiguration.cell() : UIListContentConfiguration.valueCell()
            content.text = setting.title
            content.secondaryText = setting.value
            content.image = setting.symbol.flatMap { UIImage(systemName: $0) }
            if setting.symbol == "heart.fill" { content.imageProperties.tintColor = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) }
            cell.contentConfiguration = content
            cell.accessories = setting.isChosen ? [.checkmark()] : [.disclosureIndicator()]
            if setting.title == "Warning" {
                var background = UIBackgroundConfiguration.listPlainCell()
                background.backgroundColor = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
                cell.backgroundConfiguration = background
            }
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            var content = UIListContentConfiguration.header()
            content.text = "Settings"
            view.contentConfiguration = content
        }
        let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter) { view, _, _ in
            var content = view.defaultContentConfiguration()
            content.text = "A footer note that is long enough to wrap onto a second line under the list."
            view.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Setting>(collectionView: collectionView) { collectionView, indexPath, setting in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: setting)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Setting>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.settings)
        dataSource.apply(snapshot, animatingDifferences: false)

        assertSnapshot(of: LayoutScene(layout: layout.collectionViewLayout, dataSource: dataSource, size: Size(width: 375, height: 400)),
                       as: .image, named: "plain-list")
    }
}
