import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// `UICollectionViewController` as apps subclass it: made with a layout, its view the collection
/// view, itself the data source and delegate, answering by `override`, pushing a detail screen on
/// a selection and finding no row selected when it comes back.
@Suite(.serialized) @MainActor struct CollectionViewControllerTests {
    final class ContactsViewController: UICollectionViewController {
        let names = ["Ada", "Grace", "Katherine", "Margaret", "Radia"]
        private(set) var scrolledTo: [CGFloat] = []

        init() {
            let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Contacts"
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "contact")
        }

        override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            section == 0 ? names.count : 1
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "contact", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? names[indexPath.item] : "Add contact"
            cell.contentConfiguration = content
            return cell
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            let detail = UIViewController()
            detail.title = names[indexPath.item]
            detail.view.addSubview(UICollectionView(frame: detail.view.bounds, collectionViewLayout: UICollectionViewFlowLayout()))
            navigationController?.pushViewController(detail, animated: true)
        }

        override func scrollViewDidScroll(_ scrollView: UIScrollView) {
            super.scrollViewDidScroll(scrollView)
            scrolledTo.append(scrollView.contentOffset.y)
        }
    }

    static let host = Device.iPhone15.host(in: .portrait, traits: Traits())

    @Test("its view is the collection view, with the controller as data source and delegate and the layout it was made with")
    func madeAsUIKitMakesIt() throws {
        let contacts = ContactsViewController()
        let layout = contacts.collectionViewLayout
        #expect(!contacts.isViewLoaded)
        let collectionView = try #require(Self.host.solving { contacts.collectionView })
        #expect(contacts.view === collectionView)
        #expect(collectionView.dataSource === contacts && collectionView.delegate === contacts)
        #expect(collectionView.collectionViewLayout === layout && contacts.collectionViewLayout === layout)
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        let data = try #require(collectionView.contentDataSource)
        #expect(data.itemCounts == [5, 1])
        #expect(UICollectionViewController(nibName: nil, bundle: nil).collectionViewLayout is UICollectionViewFlowLayout)
    }

    @Test("a selection pushes the detail screen its override pushes, and coming back clears the selection")
    func selectionPushesAndClears() throws {
        let contacts = ContactsViewController()
        let navigation = UINavigationController(rootViewController: contacts)
        let screen = Self.host.solving { ScreenPresentation(rootViewController: navigation, host: Self.host) }
        #expect(screen.collectionView === contacts.collectionView)
        Self.host.solving { screen.collectionViewDidSelect(IndexPath(item: 2, section: 0)) }
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.title == "Katherine")
        #expect(contacts.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        Self.host.solving { _ = navigation.popViewController(animated: true) }
        #expect(contacts.collectionView.indexPathsForSelectedItems == [])
        #expect(screen.collectionView === contacts.collectionView)
    }

    @Test("scroll view delegate overrides are called; a subclass with items and no cells says so once")
    func overridesAreCalled() throws {
        let contacts = ContactsViewController()
        Self.host.solving {
            contacts.loadViewIfNeeded()
            contacts.collectionView.contentOffset = CGPoint(x: 0, y: 40)
        }
        #expect(contacts.scrolledTo.last == 40)

        final class Unfinished: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        }
        var said: [String] = []
        let saved = ConsoleLog.write
        ConsoleLog.write = { said.append($0) }
        defer { ConsoleLog.write = saved }
        let unfinished = Unfinished(collectionViewLayout: UICollectionViewFlowLayout())
        let collectionView = try #require(Self.host.solving { unfinished.collectionView })
        for item in 0..<3 { _ = unfinished.collectionView(collectionView, cellForItemAt: IndexPath(item: item, section: 0)) }
        #expect(said == ["Unfinished has items but does not override collectionView(_:cellForItemAt:); its cells are drawn empty"])
    }
}
