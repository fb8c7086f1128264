// Contacts with a search controller, as an app writes one: the search bar sits under the large
// title, a click in it starts the search (Cancel shows), and the list filters as you type —
// names and notes, through a diffable data source. Cancel or Escape then Cancel ends it.
// xcollection --swift Examples/swift/contacts-search.swift --device iphone-15
import UIKitCompat

struct Person: Hashable, Sendable {
    let name: String
    let note: String
}

final class ContactsSearchViewController: UIViewController, UISearchResultsUpdating {
    private let everyone = [
        Person(name: "Ana Lima", note: "Lisbon"), Person(name: "Ivo Petrov", note: "Bike repair"),
        Person(name: "Kofi Mensah", note: "Hiking on Saturday"), Person(name: "Lena Vogel", note: "Speaker, Swift meetup"),
        Person(name: "Mei Chen", note: "Piano lessons"), Person(name: "Noor Haddad", note: "Dentist"),
        Person(name: "Omar Farouk", note: "Plumber"), Person(name: "Rosa Díaz", note: "Neighbour, has the spare key"),
        Person(name: "Sam Ortiz", note: "Tickets for the 14th"), Person(name: "Tom Weber", note: "Landlord"),
        Person(name: "Yuki Sato", note: "Sent the miso recipe"), Person(name: "Zara Khan", note: "Book club"),
    ]
    private var dataSource: UICollectionViewDiffableDataSource<Int, Person>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        navigationController?.navigationBar.prefersLargeTitles = true

        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search names and notes"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false

        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .none
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.keyboardDismissMode = .onDrag
        view.addSubview(collectionView)

        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Person> { cell, _, person in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = person.name
            content.secondaryText = person.note
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Person>(collectionView: collectionView) { collectionView, indexPath, person in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: person)
        }
        show(everyone)
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        show(query.isEmpty ? everyone : everyone.filter { $0.name.lowercased().contains(query) || $0.note.lowercased().contains(query) })
    }

    private func show(_ people: [Person]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Person>()
        snapshot.appendSections([0])
        snapshot.appendItems(people)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

func makeRootViewController() -> UIViewController {
    UINavigationController(rootViewController: ContactsSearchViewController())
}
