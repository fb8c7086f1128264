import CollectionLayout
import CollectionView
@testable import CollectionWindow
import Foundation
import Testing
import TestSupport

/// `CollectionWindow.snapshot` as a user's test calls it: their own layout and data, any size
/// and offset, exact pixels.
@Suite("Snapshots of a user's own layout")
struct SnapshotTests {
    /// Rows 50 points tall, alternating two colours, on a grey background, 10 points apart.
    struct Stripes: CollectionDataSource {
        let count: Int
        func numberOfSections() -> Int { 1 }
        func numberOfItems(inSection section: Int) -> Int { count }
        func content(forItemAt indexPath: IndexPath) -> CellContent {
            CellContent(background: indexPath.item % 2 == 0 ? Color(hex: 0xFF0000) : Color(hex: 0x0000FF))
        }
        func content(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CellContent? { nil }
        func content(forDecorationOfKind kind: String, at indexPath: IndexPath) -> CellContent? { nil }
        var backgroundColor: Color { Color(hex: 0x808080) }
    }

    static let layout: CompositionalLayout = {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                           subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        return CompositionalLayout(section: section)
    }()

    @Test("each row is its colour, the spacing between them the background, exactly")
    func pixels() throws {
        let image = try CollectionWindow.snapshot(layout: Self.layout, dataSource: Stripes(count: 20), size: Size(width: 100, height: 200))
        #expect(image.width == 100 && image.height == 200)
        // Rows at 0, 60, 120, 180; gaps at 50..<60, 110..<120, 170..<180.
        #expect(image.rgba(50, 25) == [255, 0, 0, 255])
        #expect(image.rgba(50, 55) == [128, 128, 128, 255])
        #expect(image.rgba(0, 60) == [0, 0, 255, 255])
        #expect(image.rgba(99, 179) == [128, 128, 128, 255])
        #expect(image.rgba(99, 199) == [0, 0, 255, 255])
    }

    @Test("an offset scrolls the main axis before the frame is drawn, clamped to the content")
    func offset() throws {
        let scrolled = try CollectionWindow.snapshot(layout: Self.layout, dataSource: Stripes(count: 20), size: Size(width: 100, height: 200),
                                                     offset: Point(x: 0, y: 60))
        #expect(scrolled.rgba(50, 0) == [0, 0, 255, 255])
        #expect(scrolled.rgba(50, 55) == [128, 128, 128, 255])
        // 20 rows end at 1190: an offset of 5000 rests at 990, so row 19 ends the image.
        let end = try CollectionWindow.snapshot(layout: Self.layout, dataSource: Stripes(count: 20), size: Size(width: 100, height: 200),
                                                offset: Point(x: 0, y: 5000))
        #expect(end.rgba(50, 199) == [0, 0, 255, 255])
        #expect(end.rgba(50, 145) == [128, 128, 128, 255])
    }

    @Test("a size no window can have is refused, naming it", arguments: [
        Size(width: 0, height: 10), Size(width: 40000, height: 10), Size(width: .infinity, height: 10), Size(width: .nan, height: 10),
    ])
    func badSize(size: Size) {
        #expect {
            try CollectionWindow.snapshot(layout: Self.layout, dataSource: Stripes(count: 1), size: size)
        } throws: { error in
            "\(error)".hasPrefix("snapshot size ") && "\(error)".hasSuffix(" is not between 1x1 and 32767x32767")
        }
    }

    @Test("the pinned fonts are assets/fonts.conf, word for word but for the folder, which holds the shipped fonts")
    func pinnedFontsMatchTheAsset() throws {
        let asset = try String(contentsOfFile: TestDisplay.fontConfigurationPath, encoding: .utf8)
        #expect(PinnedFonts.template.replacingOccurrences(of: PinnedFonts.directoryPlaceholder,
                                                          with: #"<dir prefix="relative">../Sources/CollectionWindow/Fonts</dir>"#) == asset)
        let directory = try #require(PinnedFonts.directory)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif.ttf", "LICENSE"])
    }

    @Test("snapshots taken from many tasks at once all come out whole")
    func concurrent() async throws {
        let images = try await withThrowingTaskGroup(of: RGBAImage.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    try CollectionWindow.snapshot(layout: Self.layout, dataSource: Stripes(count: 20), size: Size(width: 100, height: 200))
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(images.count == 6)
        #expect(Set(images.map(\.pixels)).count == 1)
    }
}
