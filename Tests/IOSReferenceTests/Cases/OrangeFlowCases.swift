import UIKitCompat
import UIKitSnapshotTesting

/// swift-snapshot-testing's own collection view test, as a fork recorded it again on iOS 16.4:
/// a horizontal flow layout of orange cells pinned to the root view's layout margins, on four
/// screens (margins 16 or 20, safe areas 20 or 44/34). Written again here from the test's
/// description; the view code is this project's.
enum OrangeFlowCases {
    static let source = (repository: "lunij/swift-snapshot-testing", licence: "MIT",
                         commit: "d377bf0cd6163e19025512c3512bf572e32a8240",
                         folder: "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/",
                         test: "Tests/SnapshotTestingTests/SnapshotTestingTests.swift testCollectionViewsWithMultipleScreenSizes",
                         recordedOn: "iOS 16.4 (the fork's Makefile and CI: iPhone 14, OS 16.4); every picture at 2x, as the fork draws them")

    static let all: [IOSReference] = [
        ("lunij-flow-iphone-se", "iphoneSe", ViewImageConfig.iPhoneSe),
        ("lunij-flow-iphone-8", "iphone8", .iPhone8),
        ("lunij-flow-iphone-xs-max", "iphoneMax", .iPhoneXsMax),
        ("lunij-flow-ipad-pro-12-9", "ipad", .iPadPro12_9),
    ].map { name, suffix, config in
        IOSReference(name: name,
                     source: .init(repository: source.repository, licence: source.licence, commit: source.commit,
                                   path: source.folder + "testCollectionViewsWithMultipleScreenSizes.\(suffix).png",
                                   test: source.test, recordedOn: source.recordedOn),
                     config: config, scale: 2, subject: .screen { OrangeCarouselViewController() })
    }
}

/// Orange cards side by side, each as tall as the collection view and at most 300 wide, 20 apart.
private final class OrangeCarouselViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let layout: UICollectionViewFlowLayout = {
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        flow.minimumLineSpacing = 20
        return flow
    }()
    private lazy var cards = UICollectionView(frame: .zero, collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        cards.backgroundColor = .white
        cards.translatesAutoresizingMaskIntoConstraints = false
        cards.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        cards.dataSource = self
        cards.delegate = self
        view.addSubview(cards)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            cards.topAnchor.constraint(equalTo: margins.topAnchor),
            cards.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            cards.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            cards.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        cards.collectionViewLayout.invalidateLayout()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let card = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        card.contentView.backgroundColor = .orange
        return card
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: min(collectionView.frame.width - 50, 300), height: collectionView.frame.height)
    }
}
