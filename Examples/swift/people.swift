// A contacts screen as many apps still write one: a UICollectionViewController subclass in a
// navigation controller, answering its data source and delegate by `override`, registering a
// list cell by identifier and pushing a detail screen on a selection. Coming back, no row is
// selected (`clearsSelectionOnViewWillAppear`).
// xcollection --swift Examples/swift/people.swift   (click a row; Escape goes back)
import UIKitCompat

struct Person {
    let name: String
    let role: String
}

let people = [
    Person(name: "Ada Lovelace", role: "Analyst"), Person(name: "Grace Hopper", role: "Compiler author"),
    Person(name: "Katherine Johnson", role: "Mathematician"), Person(name: "Margaret Hamilton", role: "Flight software"),
    Person(name: "Radia Perlman", role: "Networks"), Person(name: "Barbara Liskov", role: "Abstraction"),
    Person(name: "Frances Allen", role: "Optimisation"), Person(name: "Annie Easley", role: "Rocket systems"),
]

final class PeopleViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "People"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addPerson))
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "person")
    }

    @objc private func addPerson() {
        print("add a person")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { people.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "person", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = people[indexPath.item].name
        content.secondaryText = people[indexPath.item].role
        content.image = UIImage(systemName: "person.crop.circle")
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        navigationController?.pushViewController(PersonViewController(person: people[indexPath.item]), animated: true)
    }
}

/// The detail screen: the person's facts as a plain list.
final class PersonViewController: UICollectionViewController {
    private let person: Person

    init(person: Person) {
        self.person = person
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = person.name
        navigationItem.largeTitleDisplayMode = .never
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "fact")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "fact", for: indexPath) as! UICollectionViewListCell
        var content = UIListContentConfiguration.valueCell()
        content.text = indexPath.item == 0 ? "Name" : "Known for"
        content.secondaryText = indexPath.item == 0 ? person.name : person.role
        cell.contentConfiguration = content
        return cell
    }
}

@MainActor
func makeRootViewController() -> UIViewController {
    let navigation = UINavigationController(rootViewController: PeopleViewController())
    navigation.navigationBar.prefersLargeTitles = true
    return navigation
}
