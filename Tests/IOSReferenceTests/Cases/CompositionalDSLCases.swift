import UIKitCompat
import UIKitSnapshotTesting

/// faberNovel's CompositionalLayoutDSL checks each layout its DSL builds against the same layout
/// written with UIKit's own classes, in a UICollectionViewController on `.image(on: .iPhoneX)`,
/// five times with seeded random item counts; recorded on an iPhone 15 simulator with iOS 17.0.
/// The four layouts are written again here with UIKit's classes; the counts are read off the
/// pictures (every cell shows its index path), past what shows on screen made long enough.
///
/// Content starts 54 points down in every one of these pictures, not at the configuration's
/// 44: on the recording simulator (an iPhone 15, whose status bar is 54 points) the collection
/// view controller's content inset took the simulator's own top inset. The cases give that top
/// inset, as recorded.
enum CompositionalDSLCases {
    private static let variants: [[Int]] = [
        [5],
        [23, 2, 40, 1] + Array(repeating: 40, count: 8),
        [0, 20, 7] + Array(repeating: 40, count: 9),
        [12, 40, 40],
        [30, 40, 3] + Array(repeating: 40, count: 9),
    ]

    private static let recorded = ViewImageConfig(safeArea: UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0),
                                                  size: CGSize(width: 375, height: 812),
                                                  traits: UITraitCollection(traitsFrom: [.iPhoneX(.portrait), UITraitCollection(userInterfaceStyle: .light)]))

    static let all: [IOSReference] = [
        ("decoration", "DecorationItemDSLTests", "testDecorationItem", DSLLayouts.decoration),
        ("inner-groups", "GroupDSLTests", "testInnerGroups", DSLLayouts.innerGroups),
        ("list-section", "SectionDSLTests", "testListSection", DSLLayouts.listSection),
        ("supplementary", "SupplementaryItemDSLTests", "testSupplementaryItem", DSLLayouts.supplementaryItems),
    ].flatMap { name, folder, test, layout in
        variants.indices.map { variant in
            IOSReference(name: "fabernovel-\(name)-\(variant + 1)",
                         source: .init(repository: "faberNovel/CompositionalLayoutDSL", licence: "MIT",
                                       commit: "3b1c5adad64f031e28417ee9460dd58556cb6e33",
                                       path: "CompositionalLayoutDSLTests/LayoutTests/__Snapshots__/\(folder)/\(test).\(variant + 1).png",
                                       test: "CompositionalLayoutDSLTests/LayoutTests/\(folder).swift \(test) (on .iPhoneX)",
                                       recordedOn: "iOS 17.0, iPhone 15 simulator (fe2f7a6 \"Update snapshots for iPhone 15\"; Xcode 15.0 in ci.yml)"),
                         config: recorded, scale: 3,
                         subject: .screen { IndexPathGridController(layout: layout(), counts: variants[variant]) })
        }
    }
}

/// The four layouts, with UIKit's classes.
@MainActor
enum DSLLayouts {
    /// Rows of four 40-point items scrolling sideways, each section on a cyan-bordered background.
    static func decoration() -> UICollectionViewLayout {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitem: NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))),
            count: 4)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.decorationItems = [.background(elementKind: BorderedBackground.kind)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(BorderedBackground.self, forDecorationViewOfKind: BorderedBackground.kind)
        return layout
    }

    /// A third-wide item, then two and three stacked, in 100-point rows.
    static func innerGroups() -> UICollectionViewLayout {
        let third = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1))
        let whole = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let single = NSCollectionLayoutItem(layoutSize: third)
        single.contentInsets.trailing = 4
        let pair = NSCollectionLayoutGroup.vertical(layoutSize: third, subitem: NSCollectionLayoutItem(layoutSize: whole), count: 2)
        pair.interItemSpacing = .fixed(8)
        pair.contentInsets.leading = 4
        pair.contentInsets.trailing = 4
        let triple = NSCollectionLayoutGroup.vertical(layoutSize: third, subitem: NSCollectionLayoutItem(layoutSize: whole), count: 3)
        triple.interItemSpacing = .fixed(8)
        triple.contentInsets.leading = 4
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [single, pair, triple])
        row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 8
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    /// 40-point rows 2 apart under a pinned header, over a pinned footer.
    static func listSection() -> UICollectionViewLayout {
        let full = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitem: NSCollectionLayoutItem(layoutSize: full), count: 1)
        let band = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(24))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: band, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: band, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        footer.pinToVisibleBounds = true
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        section.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Rows of four square-ish items, each with a 15-point badge on its top trailing corner, and
    /// a 20x60 bar beside each row's trailing edge.
    static func supplementaryItems() -> UICollectionViewLayout {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(15), heightDimension: .absolute(15)),
            elementKind: UICollectionView.elementKindSectionHeader,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 4)),
            supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitem: item, count: 4)
        group.interItemSpacing = .fixed(16)
        group.supplementaryItems = [NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(60)),
            elementKind: UICollectionView.elementKindSectionFooter,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.trailing], fractionalOffset: CGPoint(x: 1, y: 0)))]
        group.contentInsets.trailing = 20
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 16
        section.contentInsets.bottom = 16
        return UICollectionViewCompositionalLayout(section: section)
    }
}

/// A collection view controller whose cells and supplementary views show their index paths:
/// grey cells with 6-point corners, light grey supplementary views.
private final class IndexPathGridController: UICollectionViewController {
    private let counts: [Int]

    init(layout: UICollectionViewLayout, counts: [Int]) {
        self.counts = counts
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(IndexPathCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(IndexPathBand.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "band")
        }
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! IndexPathCell
        cell.label.text = "[\(indexPath.section), \(indexPath.item)]"
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let band = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "band", for: indexPath) as! IndexPathBand
        band.label.text = "[\(indexPath.section), \(indexPath.item)]"
        return band
    }
}

private final class IndexPathCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .gray
        layer.cornerRadius = 6
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor).isActive = true
        label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class IndexPathBand: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .darkGray : .lightGray }
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        label.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        label.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A section's background: the screen's colour inside a 5-point cyan border.
private final class BorderedBackground: UICollectionReusableView {
    static let kind = "BorderedBackground"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.borderWidth = 5
        layer.borderColor = UIColor.cyan.cgColor
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
