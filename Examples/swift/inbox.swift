// A mail inbox as iOS 14 lists build one: swipe a row left for Delete and Flag, right to mark it
// read; unread rows have a separator inset past their dot, and the last row none.
// xcollection --swift Examples/swift/inbox.swift   (drag a row sideways; drag far left to delete)
import UIKitCompat

struct Message: Hashable, Sendable {
    let sender: String
    let subject: String
    var isUnread: Bool
}

let inbox = [
    Message(sender: "Ana Lima", subject: "Lisbon photos", isUnread: true),
    Message(sender: "Build bot", subject: "main is green again", isUnread: false),
    Message(sender: "Kofi Mensah", subject: "Re: Saturday hike", isUnread: true),
    Message(sender: "Lena Vogel", subject: "Draft of the talk", isUnread: false),
    Message(sender: "Library", subject: "Your books are due Friday", isUnread: false),
    Message(sender: "Sam Ortiz", subject: "Tickets", isUnread: true),
    Message(sender: "Travel desk", subject: "Itinerary changed", isUnread: false),
    Message(sender: "Yuki Sato", subject: "Recipe you asked for", isUnread: false),
]

// The collection view holds its data source weakly, as UIKit's does: keep it here.
var dataSource: UICollectionViewDiffableDataSource<Int, Message>?

func createLayout() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.itemSeparatorHandler = { indexPath, separators in
        var changed = separators
        guard let message = dataSource?.itemIdentifier(for: indexPath) else { return changed }
        if message.isUnread { changed.bottomSeparatorInsets.leading = 36 }
        if indexPath.item == (dataSource?.snapshot().numberOfItems ?? 0) - 1 { changed.bottomSeparatorVisibility = .hidden }
        return changed
    }
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
        guard let message = dataSource?.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
            guard var snapshot = dataSource?.snapshot() else { return completion(false) }
            snapshot.deleteItems([message])
            dataSource?.apply(snapshot, animatingDifferences: true)
            completion(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in completion(true) }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }
    configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
        guard let message = dataSource?.itemIdentifier(for: indexPath) else { return nil }
        let toggle = UIContextualAction(style: .normal, title: message.isUnread ? "Read" : "Unread") { _, _, completion in
            guard var snapshot = dataSource?.snapshot() else { return completion(false) }
            var changed = message
            changed.isUnread.toggle()
            snapshot.insertItems([changed], afterItem: message)
            snapshot.deleteItems([message])
            dataSource?.apply(snapshot, animatingDifferences: false)
            completion(true)
        }
        toggle.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [toggle])
    }
    return UICollectionViewCompositionalLayout.list(using: configuration)
}

func configure(_ collectionView: UICollectionView) {
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, Message> { cell, _, message in
        var content = UIListContentConfiguration.subtitleCell()
        content.text = message.sender
        content.secondaryText = message.subject
        content.image = message.isUnread ? UIImage(systemName: "circle.fill") : nil
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
    }
    let source = UICollectionViewDiffableDataSource<Int, Message>(collectionView: collectionView) { collectionView, indexPath, message in
        collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: message)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Message>()
    snapshot.appendSections([0])
    snapshot.appendItems(inbox)
    source.apply(snapshot, animatingDifferences: false)
    dataSource = source
}
