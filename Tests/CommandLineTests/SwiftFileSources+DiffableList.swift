/// `--swift` files whose `configure(_:)` sets a `UICollectionViewDiffableDataSource`.
extension SwiftFileSources {
    /// The iOS 14 list code of registrations, a diffable data source and a header provider, in
    /// an inset grouped list of two sections (4 and 3 items), its data source kept in a top-level variable.
    static let diffableList = #"""
        import UIKitCompat

        enum Section: Hashable, Sendable { case main, more }

        struct Item: Hashable, Sendable {
            let title: String
            let subtitle: String
        }

        let items = (1...4).map { Item(title: "Title \($0)", subtitle: "Subtitle \($0)") }
        let moreItems = (5...7).map { Item(title: "Title \($0)", subtitle: "Subtitle \($0)") }

        /// The collection view holds its data source weakly, as UIKit's: this keeps it.
        @MainActor var keptDataSource: AnyObject?

        @MainActor
        func createLayout() -> UICollectionViewLayout {
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            return UICollectionViewCompositionalLayout.list(using: configuration)
        }

        @MainActor
        func configure(_ collectionView: UICollectionView) {
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, indexPath, item in
                var content = cell.defaultContentConfiguration()
                content.text = item.title
                content.secondaryText = item.subtitle
                content.image = UIImage(systemName: "star")
                content.textProperties.color = .systemBlue
                content.textProperties.font = UIFont.preferredFont(forTextStyle: .headline)
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator(), .checkmark(), .outlineDisclosure(), .label(text: "3")]
            }
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
                var content = view.defaultContentConfiguration(); content.text = indexPath.section == 0 ? "Header" : "More"; view.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
            snapshot.appendSections([.main, .more]); snapshot.appendItems(items, toSection: .main); snapshot.appendItems(moreItems, toSection: .more)
            dataSource.apply(snapshot, animatingDifferences: false)
            keptDataSource = dataSource
        }
        """#

    /// `diffableList` with its data source left to be released when `configure(_:)` returns.
    static let releasedDataSource = diffableList.replacingOccurrences(of: "    keptDataSource = dataSource\n", with: "")
}
