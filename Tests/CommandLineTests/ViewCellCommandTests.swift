import Foundation
import Testing
import TestSupport
import X11Window

/// `Examples/swift/photos.swift` and `contacts.swift`, cells built in code with subviews and
/// constraints, through `--swift`: their pictures (reviewed by eye before they were recorded)
/// and their view trees.
@Suite(.serialized) struct ViewCellCommandTests {
    static let examples = #filePath.components(separatedBy: "/Tests/")[0] + "/Examples/swift/"
    static let references = GoldenImage(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/ViewCellCommandTests"))

    @Test("the examples draw as recorded", arguments: [
        ("photos.swift", [] as [String], "photos-375x667"),
        ("contacts.swift", [], "contacts-375x667"),
        ("contacts.swift", ["--appearance", "dark", "--content-size-category", "accessibilityMedium"], "contacts-dark-ax-375x667"),
        ("discover.swift", [], "discover-375x667"),
        ("discover.swift", ["--appearance", "dark", "--content-size-category", "extraExtraExtraLarge"], "discover-dark-xxxl-375x667"),
    ])
    func examplesDraw(file: String, traits: [String], reference: String) throws {
        let folder = try LayoutFolder()
        let path = folder.path + "/\(reference).png"
        let result = try SwiftFileTests.run(["--swift", Self.examples + file, "--size", "375x667", "--screenshot", path] + traits)
        #expect(result.status == 0, "\(result.stderr)")
        try Self.references.check(try PNG.read(path), named: reference)
    }

    @Test("--dump-views gives each cell on the first screen its view tree: classes, frames, text and images")
    func dumpViews() throws {
        let result = try SwiftFileTests.run(["--swift", Self.examples + "contacts.swift", "--size", "375x667", "--dump-views"])
        #expect(result.status == 0, "\(result.stderr)")
        let cells = result.stdout.split(separator: "\n").filter { $0.contains(#""category": "cell""#) }
        let first = try #require(cells.first)
        // The cell's frame is the element's; its content view fills it; the avatar sits in the
        // content view's margins (16, 11), 44 square.
        #expect(first.contains(#""views": {"class": "ContactCell", "frame": [16, 35, 343, "#), "\(first)")
        #expect(first.contains(#"{"class": "UIView", "frame": [0, 0, 343, "#))
        #expect(first.contains(#"{"class": "UIImageView", "frame": [16, "#) && first.contains(#", 44, 44], "image": "avatar-1""#))
        #expect(first.contains(#""class": "UILabel""#) && first.contains(#""text": "Ana Lima""#) && first.contains(#""text": "Lisbon""#))
        #expect(first.contains(#""class": "UIButton""#) && first.contains(#""text": "Call""#))
        #expect(!first.contains("ambiguous"))
        // Cells past the first screen are dumped without their views.
        let withViews = cells.filter { $0.contains(#""views""#) }
        #expect(withViews.count >= 5 && withViews.count < cells.count, "\(withViews.count) of \(cells.count)")
    }

    @Test("a registered view class with no init(frame:) of its own stops the program naming the class, as iOS stops an app")
    func classWithoutFrameInitialiser() throws {
        let folder = try LayoutFolder()
        let file = try folder.write("""
            import UIKitCompat

            final class TitleView: UICollectionReusableView {
                let label = UILabel()
                init(text: String) {
                    super.init(frame: .zero)
                    label.text = text
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }

            func createLayout() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "title", alignment: .top)]
                return UICollectionViewCompositionalLayout(section: section)
            }

            var dataSource: UICollectionViewDiffableDataSource<Int, Int>?

            func configure(_ collectionView: UICollectionView) {
                let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
                let titles = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: "title") { _, _, _ in }
                let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                    collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
                }
                source.supplementaryViewProvider = { collectionView, _, indexPath in
                    collectionView.dequeueConfiguredReusableSupplementary(using: titles, for: indexPath)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems([1, 2])
                source.apply(snapshot, animatingDifferences: false)
                dataSource = source
            }
            """, name: "titles.swift")
        let result = try SwiftFileTests.run(["--swift", file, "--screenshot", folder.path + "/titles.png"],
                                            environment: SwiftFileTests.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 })
        #expect(result.status == 1)
        // One line, at the class the runtime names.
        #expect(result.stderr == "xcollection: \(file):3: the --swift code trapped: Use of unimplemented initializer 'init(frame:)' for class 'SwiftLayoutFile.TitleView'\n",
                "\(result.stderr)")
    }

    @Test("a content view that rounds its corners and clips cuts its subviews to them; maskedCorners rounds only the corners it names")
    func roundedClipsAndMaskedCorners() throws {
        let folder = try LayoutFolder()
        let file = try folder.write(#"""
import UIKitCompat

final class PhotoCard: UICollectionViewCell {
    let photo = UIView()
    let caption = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 20
        contentView.clipsToBounds = true
        photo.backgroundColor = .systemOrange
        caption.text = "Rounded card"
        for view in [photo, caption] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            photo.topAnchor.constraint(equalTo: contentView.topAnchor),
            photo.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            photo.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            photo.heightAnchor.constraint(equalToConstant: 100),
            caption.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 8),
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class TopCard: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemTeal
        contentView.layer.cornerRadius = 20
        contentView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        contentView.layer.borderWidth = 2
        contentView.layer.borderColor = UIColor.systemBlue.cgColor
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

var dataSource: UICollectionViewDiffableDataSource<Int, Int>?

func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 160, height: 140)
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    return layout
}

func configure(_ collectionView: UICollectionView) {
    let cards = UICollectionView.CellRegistration<PhotoCard, Int> { _, _, _ in }
    let tops = UICollectionView.CellRegistration<TopCard, Int> { _, _, _ in }
    let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
        item % 2 == 0 ? collectionView.dequeueConfiguredReusableCell(using: cards, for: indexPath, item: item)
            : collectionView.dequeueConfiguredReusableCell(using: tops, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<6))
    source.apply(snapshot, animatingDifferences: false)
    dataSource = source
}
"""#, name: "cards.swift")
        let path = folder.path + "/cards.png"
        let result = try SwiftFileTests.run(["--swift", file, "--size", "375x500", "--screenshot", path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNG.read(path)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
        // Card 0 is 160 by 140 at (16, 16), radius 20; its orange photo fills its top 100 points.
        #expect(pixel(17, 17) == [255, 255, 255], "the photo is cut at the card's rounded corner")
        #expect(pixel(40, 40) == [255, 149, 0], "inside, the photo")
        #expect(pixel(17, 60) == [255, 149, 0], "along the straight edge the photo reaches the side")
        // Card 1 at (199, 16) rounds its top corners only; its 2-point border is system blue.
        #expect(pixel(199, 17) == [255, 255, 255], "a rounded top corner")
        #expect(pixel(199, 155) == [0, 122, 255], "a square bottom corner keeps its border")
    }

    @Test("a clear collection view leaves the picture transparent where nothing is drawn, as iOS's snapshot does; cells stay opaque")
    func clearBackgroundKeepsAlpha() throws {
        let folder = try LayoutFolder()
        let file = try folder.write(#"""
import UIKitCompat
final class C: UICollectionViewCell {
    override init(frame: CGRect) { super.init(frame: frame); contentView.backgroundColor = .systemRed }
    required init?(coder: NSCoder) { fatalError() }
}
var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
func createLayout() -> UICollectionViewLayout {
    let l = UICollectionViewFlowLayout(); l.itemSize = CGSize(width: 50, height: 50); return l
}
func configure(_ collectionView: UICollectionView) {
    collectionView.backgroundColor = .clear
    let r = UICollectionView.CellRegistration<C, Int> { _, _, _ in }
    let s = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { cv, ip, i in cv.dequeueConfiguredReusableCell(using: r, for: ip, item: i) }
    var snap = NSDiffableDataSourceSnapshot<Int, Int>(); snap.appendSections([0]); snap.appendItems([1, 2]); s.apply(snap, animatingDifferences: false)
    dataSource = s
}
"""#, name: "clear.swift")
        let path = folder.path + "/clear.png"
        let result = try SwiftFileTests.run(["--swift", file, "--size", "200x100", "--screenshot", path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNG.read(path)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4]) }
        #expect(pixel(150, 80) == [0, 0, 0, 0], "uncovered: clear, not black")
        #expect(pixel(10, 10) == [255, 59, 48, 255], "a cell: system red, opaque")
    }

    @Test("--dump-views and --dump-layout together are refused in one line")
    func dumpViewsAndLayout() throws {
        let result = try SwiftFileTests.run(["--swift", Self.examples + "contacts.swift", "--dump-views", "--dump-layout"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--dump-views is --dump-layout with the view trees; give one of them"), "\(result.stderr)")
    }

    @Test("--assets names the folder images are found in; a missing one is refused")
    func assetsFolder() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(try String(contentsOfFile: Self.examples + "contacts.swift", encoding: .utf8), name: "contacts.swift")
        // Copied away from Assets/, the avatars are not found: the image views have no image.
        let bare = try SwiftFileTests.run(["--swift", swift, "--size", "375x667", "--dump-views"])
        #expect(bare.status == 0, "\(bare.stderr)")
        #expect(!bare.stdout.contains(#""image": "avatar-1""#))
        let found = try SwiftFileTests.run(["--swift", swift, "--assets", Self.examples + "Assets", "--size", "375x667", "--dump-views"])
        #expect(found.stdout.contains(#""image": "avatar-1""#))
        let missing = try SwiftFileTests.run(["--swift", swift, "--assets", folder.path + "/nowhere", "--dump-views"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("--assets \(folder.path)/nowhere: no such folder"), "\(missing.stderr)")
    }
}
