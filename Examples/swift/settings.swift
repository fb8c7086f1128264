// A Settings screen as an app writes it: a view controller in a navigation controller with a
// large title, an inset grouped list made in viewDidLoad with a diffable data source, and bar
// buttons. The title collapses into the bar as the list scrolls.
// xcollection --swift Examples/swift/settings.swift --device iphone-15
import UIKitCompat

struct Setting: Hashable, Sendable {
    let title: String
    let symbol: String
    let detail: String?
}

enum SettingsSection: Int, CaseIterable {
    case account, connections, general

    var settings: [Setting] {
        switch self {
        case .account:
            return [Setting(title: "Profile", symbol: "person.crop.circle", detail: "Ana Lima"),
                    Setting(title: "Privacy", symbol: "hand.raised", detail: nil)]
        case .connections:
            return [Setting(title: "Wi-Fi", symbol: "wifi", detail: "Home"),
                    Setting(title: "Bluetooth", symbol: "b.circle", detail: "On"),
                    Setting(title: "Mobile Data", symbol: "antenna.radiowaves.left.and.right", detail: nil)]
        case .general:
            return [Setting(title: "Notifications", symbol: "bell.badge", detail: nil),
                    Setting(title: "Sounds", symbol: "speaker.wave.2", detail: nil),
                    Setting(title: "Focus", symbol: "moon", detail: nil),
                    Setting(title: "Screen Time", symbol: "hourglass", detail: nil),
                    Setting(title: "General", symbol: "gear", detail: nil),
                    Setting(title: "Display & Brightness", symbol: "sun.max", detail: nil),
                    Setting(title: "Wallpaper", symbol: "photo", detail: nil),
                    Setting(title: "Battery", symbol: "battery.100", detail: "87 %"),
                    Setting(title: "Storage", symbol: "internaldrive", detail: "64 GB")]
        }
    }
}

final class SettingsViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<SettingsSection, Setting>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)

        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
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
}

func makeRootViewController() -> UIViewController {
    let navigationController = UINavigationController(rootViewController: SettingsViewController())
    navigationController.navigationBar.prefersLargeTitles = true
    return navigationController
}
