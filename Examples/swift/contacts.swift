// Contacts as list cells built in code: an avatar, a name and a note in a stack, and a Call
// button, held by Auto Layout and sized by it — a long note wraps and its row grows. The
// avatars are in Assets/ beside this file.
// xcollection --swift Examples/swift/contacts.swift --device iphone-15
import UIKitCompat

struct Contact: Hashable, Sendable {
    var id = 0
    let name: String
    let note: String
    let avatar: Int
}

let people = [
    Contact(name: "Ana Lima", note: "Lisbon", avatar: 1),
    Contact(name: "Kofi Mensah", note: "Hiking on Saturday; bring the big tent and the maps of the northern ridge", avatar: 2),
    Contact(name: "Lena Vogel", note: "Speaker, Swift meetup", avatar: 3),
    Contact(name: "Sam Ortiz", note: "Tickets for the 14th", avatar: 4),
    Contact(name: "Yuki Sato", note: "Sent the recipe for the miso soup and the pickles, with the shop that sells the good kombu", avatar: 5),
    Contact(name: "Noor Haddad", note: "Dentist", avatar: 6),
    Contact(name: "Ivo Petrov", note: "Bike repair", avatar: 1),
    Contact(name: "Mei Chen", note: "Piano lessons on Tuesdays and Thursdays after school", avatar: 2),
    Contact(name: "Tom Weber", note: "Landlord", avatar: 3),
    Contact(name: "Zara Khan", note: "Book club", avatar: 4),
    Contact(name: "Omar Farouk", note: "Plumber", avatar: 5),
    Contact(name: "Rosa Díaz", note: "Neighbour, has the spare key", avatar: 6),
]

// An address book's worth: the twelve again and again, 600 rows to scroll through.
let contacts = (0..<600).map { index in
    var contact = people[index % people.count]
    contact.id = index
    return contact
}

var dataSource: UICollectionViewDiffableDataSource<Int, Contact>?

final class ContactCell: UICollectionViewListCell {
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let noteLabel = UILabel()
    private let callButton = UIButton(configuration: .tinted())

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatarView.contentMode = .scaleAspectFill
        avatarView.clipsToBounds = true
        avatarView.layer.cornerRadius = 22
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        noteLabel.font = .preferredFont(forTextStyle: .subheadline)
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = 0
        var call = UIButton.Configuration.tinted()
        call.title = "Call"
        call.image = UIImage(systemName: "phone.fill")
        call.imagePadding = 4
        call.buttonSize = .small
        call.cornerStyle = .capsule
        callButton.configuration = call
        callButton.setContentHuggingPriority(.required, for: .horizontal)
        callButton.setContentCompressionResistancePriority(.required, for: .horizontal)

        let labels = UIStackView(arrangedSubviews: [nameLabel, noteLabel])
        labels.axis = .vertical
        labels.spacing = 2
        for view in [avatarView, labels, callButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 44),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            avatarView.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            avatarView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            labels.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            labels.topAnchor.constraint(equalTo: margins.topAnchor),
            labels.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            callButton.leadingAnchor.constraint(equalTo: labels.trailingAnchor, constant: 12),
            callButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            callButton.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(with contact: Contact) {
        avatarView.image = UIImage(named: "avatar-\(contact.avatar)")
        nameLabel.text = contact.name
        noteLabel.text = contact.note
    }
}

func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
}

func configure(_ collectionView: UICollectionView) {
    let registration = UICollectionView.CellRegistration<ContactCell, Contact> { cell, _, contact in
        cell.configure(with: contact)
    }
    let source = UICollectionViewDiffableDataSource<Int, Contact>(collectionView: collectionView) { collectionView, indexPath, contact in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: contact)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Contact>()
    snapshot.appendSections([0])
    snapshot.appendItems(contacts)
    source.apply(snapshot, animatingDifferences: false)
    dataSource = source
}
