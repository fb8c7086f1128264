// The navigation screen `make bench` starts: Examples/swift/contacts.swift's 600 contacts and
// their cells of views (avatar, stacked labels, a Call button, Auto Layout), shown by a view
// controller in a navigation controller with a large title, as an app writes it.
// xcollection --swift Examples/swift/contacts.swift Benchmarks/Fixtures/ContactsScreen.swift --device iphone-15
import UIKitCompat

final class ContactsViewController: UIViewController {
    private var listDataSource: UICollectionViewDiffableDataSource<Int, Contact>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<ContactCell, Contact> { cell, _, contact in
            cell.configure(with: contact)
        }
        listDataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, contact in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: contact)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Contact>()
        snapshot.appendSections([0])
        snapshot.appendItems(contacts)
        listDataSource.apply(snapshot, animatingDifferences: false)
    }
}

func makeRootViewController() -> UIViewController {
    let navigationController = UINavigationController(rootViewController: ContactsViewController())
    navigationController.navigationBar.prefersLargeTitles = true
    return navigationController
}
