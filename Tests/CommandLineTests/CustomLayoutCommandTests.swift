import Foundation
import Testing
import TestSupport
import X11Window

/// `Examples/swift/waterfall.swift`, a `UICollectionViewLayout` subclass as iOS apps write one,
/// through `--swift`: dumped with the frames its `prepare()` computes, with as many columns as the
/// device it is shown on calls for (`UIDevice.current` when `createLayout()` runs), and drawn.
@Suite(.serialized) struct CustomLayoutCommandTests {
    static let waterfall = #filePath.components(separatedBy: "/Tests/")[0] + "/Examples/swift/waterfall.swift"

    @Test("two columns at a phone's size, four at a pad's", arguments: [("375x667", 2, 175.5), ("1024x768", 4, 244.0)])
    func columns(size: String, columns: Int, width: Double) throws {
        let result = try SwiftFileTests.run(["--swift", Self.waterfall, "--size", size, "--dump-layout"])
        #expect(result.status == 0, "\(result.stderr)")
        let cells = result.stdout.split(separator: "\n").filter { $0.contains(#""category": "cell""#) }
        #expect(cells.count == 40)
        // Item i is 80 + 37i mod 120 tall, inset by 6: the first row starts at y = 6 in every column.
        let firstRow = cells.prefix(columns)
        #expect(firstRow.allSatisfy { $0.contains(", 6, \(NumberText.string(width)), ") }, "\(firstRow)")
        #expect(cells[0].contains(#""frame": [6, 6, "#) && cells[0].contains(", 68]"))
    }

    @Test("the screenshot draws the cells where the layout put them")
    func screenshot() throws {
        let folder = try LayoutFolder()
        let path = folder.path + "/waterfall.png"
        let result = try SwiftFileTests.run(["--swift", Self.waterfall, "--screenshot", path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNG.read(path)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
        // Inside item 0 (6…181.5 by 6…74), in the gap under it (74…86), inside item 2 (86…228).
        #expect(pixel(20, 20) != [255, 255, 255])
        #expect(pixel(20, 80) == [255, 255, 255])
        #expect(pixel(20, 100) == pixel(20, 20))
    }

    @Test("a registered decoration view draws its background and layer over the view's background colour")
    func registeredDecorationView() throws {
        let folder = try LayoutFolder()
        let source = folder.path + "/shelves.swift"
        try Self.shelves.write(toFile: source, atomically: true, encoding: .utf8)
        let path = folder.path + "/shelves.png"
        let result = try SwiftFileTests.run(["--swift", source, "--size", "375x400", "--screenshot", path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNG.read(path)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 3]) }
        // configure(_:) set .systemGroupedBackground; the shelf (12…363 by 12…245) is white with
        // a 14-point corner and a separator-coloured border one point wide.
        #expect(pixel(4, 4) == [242, 242, 247])
        #expect(pixel(4, 130) == [242, 242, 247])
        #expect(pixel(18, 130) == [255, 255, 255])
        #expect(pixel(12, 130) != [255, 255, 255] && pixel(12, 130) != [242, 242, 247])
        #expect(pixel(13, 13) == [242, 242, 247])
        #expect(pixel(30, 30) != [255, 255, 255])
    }

    /// A flow layout subclass that puts a shelf behind each section, a decoration view class
    /// it registers in its initialiser, as iOS apps add section backgrounds to flow layouts.
    static let shelves = """
        import UIKitCompat

        final class ShelfView: UICollectionReusableView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                layer.cornerRadius = 14
                layer.borderWidth = 1
                layer.borderColor = UIColor.separator.cgColor
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        final class ShelfFlowLayout: UICollectionViewFlowLayout {
            private var shelves: [UICollectionViewLayoutAttributes] = []

            override init() {
                super.init()
                register(ShelfView.self, forDecorationViewOfKind: "shelf")
            }

            override func prepare() {
                super.prepare()
                itemSize = CGSize(width: 100, height: 100)
                minimumInteritemSpacing = 10
                minimumLineSpacing = 10
                sectionInset = UIEdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
                shelves = []
                guard let collectionView = collectionView else { return }
                for section in 0..<collectionView.numberOfSections {
                    let count = collectionView.numberOfItems(inSection: section)
                    guard count > 0,
                          let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                          let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)) else { continue }
                    let shelf = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "shelf", with: IndexPath(item: 0, section: section))
                    shelf.frame = CGRect(x: 12, y: first.frame.minY - 12, width: collectionView.bounds.width - 24,
                                         height: last.frame.maxY - first.frame.minY + 24)
                    shelf.zIndex = -1
                    shelves.append(shelf)
                }
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                shelves.filter { $0.frame.intersects(rect) } + (super.layoutAttributesForElements(in: rect) ?? [])
            }
        }

        func createLayout() -> UICollectionViewLayout { ShelfFlowLayout() }

        @MainActor func configure(_ collectionView: UICollectionView) {
            collectionView.backgroundColor = .systemGroupedBackground
        }

        let itemCounts = [5, 7]
        """
}

/// Numbers as the dump writes them: whole numbers without a decimal point.
enum NumberText {
    static func string(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
