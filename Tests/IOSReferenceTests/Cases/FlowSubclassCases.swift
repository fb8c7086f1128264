import UIKitCompat
import UIKitSnapshotTesting

/// Flow layout subclasses from apps: Thumbprint's one-row carousel, which pins every item to the
/// section's top inset (iOS 17.0.1), and BSWInterfaceKit's paged layout, which sizes its items
/// from the collection view's frame in `prepare()` (iOS 17.0). Written again here from the tests.
enum FlowSubclassCases {
    static let all: [IOSReference] = [
        IOSReference(name: "thumbprint-carousel",
                     source: .init(repository: "thumbtack/thumbprint-ios", licence: "Apache-2.0",
                                   commit: "48d59c94c3ed6f610dda4d88a9024dab55d161d0",
                                   path: "Tests/ThumbprintTests/Snapshot/Layouts/__Snapshots__/CarouselLayoutTest/testLayout.1.png",
                                   test: "Tests/ThumbprintTests/Snapshot/Layouts/CarouselLayoutTest.swift testLayout",
                                   recordedOn: "iOS 17.0.1, iPhone 15 simulator (ci.yml at 9e39f47, where the picture was recorded)"),
                     config: ViewImageConfig(size: CGSize(width: 375, height: 200)), scale: 3,
                     subject: .view { CarouselView() }),
        paged("bsw-paged-line-spacing", file: "layout.393x852.png", test: "layout", sizing: .lineSpacing),
        paged("bsw-paged-available-width", file: "availableWidthLayout.393x852.png", test: "availableWidthLayout", sizing: .availableWidth(margin: 60)),
    ]

    private static func paged(_ name: String, file: String, test: String, sizing: PagedLayout.Sizing) -> IOSReference {
        IOSReference(name: name,
                     source: .init(repository: "theleftbit/BSWInterfaceKit", licence: "MIT",
                                   commit: "b1531969254051f3abea58fe75fb5800a07a2b0a",
                                   path: "Tests/BSWInterfaceKitTests/Suite/__Snapshots__/HorizontalPagedCollectionViewLayoutTests/\(file)",
                                   test: "Tests/BSWInterfaceKitTests/Suite/HorizontalPagedCollectionViewLayoutTests.swift \(test) (on .iPhoneX)",
                                   recordedOn: "iOS 17.0, iPhone 15 simulator (the workflow's destination at 1148849)"),
                     config: .iPhoneX, scale: 3, subject: .screen { PagedCardsViewController(sizing: sizing) })
    }
}

/// Items on one row, each moved up to the section's top inset.
private final class TopAlignedCarouselLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = 8
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { attributes in
            guard attributes.representedElementKind == nil, let item = layoutAttributesForItem(at: attributes.indexPath) else { return attributes }
            return item
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        attributes.frame.origin.y = sectionInset.top
        return attributes
    }
}

/// Four coloured cards on black.
private final class CarouselView: UICollectionView, UICollectionViewDataSource {
    private static let colours = [UIColor(red: 0, green: 159 / 255, blue: 217 / 255, alpha: 1),
                                  UIColor(red: 1, green: 90 / 255, blue: 95 / 255, alpha: 1),
                                  UIColor(red: 45 / 255, green: 183 / 255, blue: 131 / 255, alpha: 1),
                                  UIColor(red: 211 / 255, green: 212 / 255, blue: 213 / 255, alpha: 1)]

    init() {
        let layout = TopAlignedCarouselLayout()
        layout.sectionInset = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 0)
        layout.itemSize = CGSize(width: 100, height: 150)
        super.init(frame: .zero, collectionViewLayout: layout)
        backgroundColor = .black
        register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        dataSource = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        cell.contentView.backgroundColor = Self.colours[min(indexPath.item, 3)]
        return cell
    }
}

/// A flow layout of one row whose items fill the collection view's height and its width less
/// the section's insets and either the line spacing or a margin, worked out in `prepare()`.
private final class PagedLayout: UICollectionViewFlowLayout {
    enum Sizing { case lineSpacing, availableWidth(margin: CGFloat) }

    private let sizing: Sizing

    init(sizing: Sizing) {
        self.sizing = sizing
        super.init()
        scrollDirection = .horizontal
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let available = collectionView.frame.inset(by: sectionInset)
        switch sizing {
        case .lineSpacing: itemSize = CGSize(width: available.width - minimumLineSpacing, height: available.height)
        case .availableWidth(let margin): itemSize = CGSize(width: available.width - margin, height: available.height)
        }
    }
}

/// A black strip 300 points tall across the middle of a grey screen, holding ten rounded
/// purple-over-orange cards.
private final class PagedCardsViewController: UIViewController, UICollectionViewDataSource {
    private let sizing: PagedLayout.Sizing

    init(sizing: PagedLayout.Sizing) {
        self.sizing = sizing
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        let layout = PagedLayout(sizing: sizing)
        layout.minimumLineSpacing = 16
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        view = UIView()
        view.backgroundColor = .lightGray
        let strip = UICollectionView(frame: .zero, collectionViewLayout: layout)
        strip.backgroundColor = .black
        strip.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        strip.dataSource = self
        strip.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(strip)
        NSLayoutConstraint.activate([
            strip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            strip.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            strip.heightAnchor.constraint(equalToConstant: 300),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        guard cell.contentView.subviews.isEmpty else { return cell }
        let photo = UIView()
        photo.backgroundColor = .systemOrange
        let tint = UIView()
        tint.backgroundColor = UIColor.purple.withAlphaComponent(0.85)
        for (view, parent) in [(photo, cell.contentView), (tint, photo)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: parent.topAnchor),
                view.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
                view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            ])
        }
        cell.contentView.layer.cornerRadius = 22
        cell.contentView.layer.cornerCurve = .continuous
        cell.contentView.layer.masksToBounds = true
        return cell
    }
}
