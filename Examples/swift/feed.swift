// A news feed as an app writes it: a list in a navigation controller with a large title and a
// refresh control. Pull the list down past the top (drag, or turn the wheel up at the top):
// the spinner turns, the app "loads" for a second on the main queue, puts the new posts on top
// and ends refreshing, and the list springs back.
// xcollection --swift Examples/swift/feed.swift --device iphone-15
import Foundation
import UIKitCompat

struct Post: Hashable, Sendable {
    let id: Int
    let author: String
    let text: String
}

final class FeedViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Post>!
    private var posts: [Post] = []
    private var nextID = 0
    private let authors = ["Ana Lima", "Kofi Mensah", "Lena Vogel", "Sam Ortiz", "Yuki Sato"]
    private let lines = ["Trail run before the rain.", "New recipe: lemon and thyme risotto.", "The talk is up, slides in the notes.",
                         "Tickets for Saturday, two left.", "Sunrise over the harbour, 6:12."]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        navigationController?.navigationBar.prefersLargeTitles = true

        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let refreshControl = UIRefreshControl()
        refreshControl.attributedTitle = NSAttributedString(string: "Looking for new posts")
        refreshControl.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged)
        collectionView.refreshControl = refreshControl

        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Post> { cell, _, post in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = post.author
            content.secondaryText = post.text
            content.image = UIImage(systemName: "paperplane.fill")
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Post>(collectionView: collectionView) { collectionView, indexPath, post in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: post)
        }
        posts = makePosts(12)
        applyPosts(animating: false)
    }

    @objc private func refresh(_ sender: UIRefreshControl) {
        // The network, as a second on the main queue.
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            guard let self else { return }
            posts = makePosts(3) + posts
            applyPosts(animating: true)
            sender.endRefreshing()
        }
    }

    private func makePosts(_ count: Int) -> [Post] {
        (0..<count).map { _ in
            defer { nextID += 1 }
            return Post(id: nextID, author: authors[nextID % authors.count], text: lines[(nextID * 3) % lines.count])
        }
    }

    private func applyPosts(animating: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Post>()
        snapshot.appendSections([0])
        snapshot.appendItems(posts)
        dataSource.apply(snapshot, animatingDifferences: animating)
    }
}

func makeRootViewController() -> UIViewController {
    UINavigationController(rootViewController: FeedViewController())
}
