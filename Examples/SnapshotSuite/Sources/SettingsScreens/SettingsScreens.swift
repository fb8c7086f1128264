#if canImport(UIKit)
import UIKit
#else
import UIKitCompat
#endif

/// A settings screen as an app writes it: a list in a navigation controller, cells built in code.
public final class SettingsViewController: UIViewController, UICollectionViewDataSource {
    private var collectionView: UICollectionView!
    private let rows = ["Wi-Fi", "Bluetooth", "Notifications", "Sounds", "Focus", "Screen Time"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.largeTitleDisplayMode = .always
        navigationController?.navigationBar.prefersLargeTitles = true
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.item]
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        return cell
    }
}

/// A contact row: an avatar and a name, pinned with constraints.
public final class ContactCell: UICollectionViewCell {
    let avatar = UIView()
    let name = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBackground
        avatar.backgroundColor = .systemTeal
        avatar.layer.cornerRadius = 24
        name.text = "Ada Lovelace"
        name.font = .preferredFont(forTextStyle: .headline)
        for view in [avatar, name] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 48),
            avatar.heightAnchor.constraint(equalToConstant: 48),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            name.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
