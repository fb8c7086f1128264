import UIKitCompat

final class SettingsViewController: UIViewController, UICollectionViewDelegate {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<SettingsSection, Setting>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = makeHelpButton()

        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Setting> { cell, _, setting in
            var content = UIListContentConfiguration.valueCell()
            content.text = setting.title
            content.secondaryText = setting.detail
            content.image = UIImage(systemName: setting.symbol)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, setting in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: setting)
        }

        var snapshot = NSDiffableDataSourceSnapshot<SettingsSection, Setting>()
        for section in SettingsSection.allCases {
            snapshot.appendSections([section])
            snapshot.appendItems(section.settings, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let setting = dataSource.itemIdentifier(for: indexPath) else { return }
        collectionView.deselectItem(at: indexPath, animated: true)
        navigationController?.pushViewController(SettingDetailViewController(setting: setting), animated: true)
    }
}
