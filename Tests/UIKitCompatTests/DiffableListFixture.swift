import UIKitCompat

/// iOS 14 list code as an app writes it — registrations, a diffable data source, a header
/// provider and a snapshot — compiled unchanged against `UIKitCompat`.
final class DiffableListFixture {
    enum Section: Hashable, Sendable { case main, more }

    struct Item: Hashable, Sendable {
        let title: String
        let subtitle: String
    }

    static let items = (1...5).map { Item(title: "Title \($0)", subtitle: "Subtitle \($0)") }

    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Section, Item>

    init(appearance: UICollectionLayoutListConfiguration.Appearance = .plain, items: [Item] = DiffableListFixture.items) {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            content.secondaryText = item.subtitle
            content.image = UIImage(systemName: "star")
            content.textProperties.color = .systemBlue
            content.textProperties.font = UIFont.preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .checkmark(), .outlineDisclosure(), .label(text: "3")]
            cell.backgroundColor = .white
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
            var content = view.defaultContentConfiguration(); content.text = "Header"; view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main]); snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
