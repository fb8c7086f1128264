// A sidebar as iOS 14 builds one: header rows with an outline disclosure over their folders,
// fed to a UICollectionViewDiffableDataSource as one section snapshot per section.
// xcollection --swift Examples/swift/outline.swift   (click a header to collapse or expand it)
import UIKitCompat

enum Section: Int, Hashable, Sendable, CaseIterable { case library, places }

struct Row: Hashable, Sendable {
    let title: String
    let symbol: String?
    var isHeader: Bool { symbol == nil }
}

let outline: [(Section, Row, [Row])] = [
    (.library, Row(title: "Library", symbol: nil),
     [Row(title: "Recents", symbol: "clock"), Row(title: "Favourites", symbol: "heart.fill"), Row(title: "Shared", symbol: "person.2")]),
    (.places, Row(title: "Places", symbol: nil),
     [Row(title: "Home", symbol: "house"), Row(title: "Work", symbol: "briefcase"), Row(title: "Travel", symbol: "airplane")]),
]

func createLayout() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    configuration.headerMode = .firstItemInSection
    return UICollectionViewCompositionalLayout.list(using: configuration)
}

// The collection view holds its data source weakly, as UIKit's does: keep it here.
var dataSource: UICollectionViewDiffableDataSource<Section, Row>?

func configure(_ collectionView: UICollectionView) {
    let header = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = UIListContentConfiguration.sidebarHeader()
        content.text = row.title
        cell.contentConfiguration = content
        cell.accessories = [.outlineDisclosure()]
    }
    let folder = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.title
        content.image = row.symbol.map { UIImage(systemName: $0) } ?? nil
        cell.contentConfiguration = content
    }
    let source = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) { collectionView, indexPath, row in
        row.isHeader
            ? collectionView.dequeueConfiguredReusableCell(using: header, for: indexPath, item: row)
            : collectionView.dequeueConfiguredReusableCell(using: folder, for: indexPath, item: row)
    }
    for (section, headerRow, folders) in outline {
        var snapshot = NSDiffableDataSourceSectionSnapshot<Row>()
        snapshot.append([headerRow])
        snapshot.append(folders, to: headerRow)
        snapshot.expand([headerRow])
        source.apply(snapshot, to: section, animatingDifferences: false)
    }
    dataSource = source
}
