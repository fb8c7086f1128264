import CollectionLayout
import CollectionView
import CollectionWindow
import Testing
import TestSupport
import UIKitCompat

/// A layout written in UIKit's names, handed to `CollectionWindow` through `collectionViewLayout`,
/// draws the same pixels as its engine spelling.
@Suite("UIKit-style layouts in the window")
struct UIKitCompatSnapshotTests {
    /// Cells red and blue by item, badges yellow, the section background green, on grey.
    struct Tiles: CollectionDataSource {
        func numberOfSections() -> Int { 1 }
        func numberOfItems(inSection section: Int) -> Int { 9 }
        func content(forItemAt indexPath: IndexPath) -> CellContent {
            CellContent(background: indexPath.item % 2 == 0 ? Color(hex: 0xFF0000) : Color(hex: 0x0000FF))
        }
        func content(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
            CellContent(background: Color(hex: 0xFFFF00))
        }
        func content(forDecorationOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
            CellContent(background: Color(hex: 0x00FF00))
        }
        var backgroundColor: Color { Color(hex: 0x808080) }
    }

    static func createLayout() -> UICollectionViewLayout {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.decorationItems = [.background(elementKind: "background")]
        return UICollectionViewCompositionalLayout(section: section)
    }

    static var native: CompositionalLayout {
        let badge = LayoutSupplementaryItem(layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                                            elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)),
                              supplementaryItems: [badge])
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                                           subitems: [item])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.decorationItems = [.background(elementKind: "background")]
        return CompositionalLayout(section: section)
    }

    @Test("the UIKit spelling draws what the engine's does, pixel for pixel")
    func samePixels() throws {
        let size = Size(width: 200, height: 220)
        let uikit = try CollectionWindow.snapshot(layout: Self.createLayout().collectionViewLayout, dataSource: Tiles(), size: size)
        let native = try CollectionWindow.snapshot(layout: Self.native, dataSource: Tiles(), size: size)
        #expect(uikit == native)
        // The background spans the section, insets included (0 to 200 high); the first cell is
        // 15 to 65 both ways, its badge in the cell's top trailing corner (55 to 65, 15 to 25).
        #expect(uikit.rgba(5, 5) == [0, 255, 0, 255])
        #expect(uikit.rgba(30, 40) == [255, 0, 0, 255])
        #expect(uikit.rgba(60, 20) == [255, 255, 0, 255])
        #expect(uikit.rgba(67, 20) == [0, 255, 0, 255])
        #expect(uikit.rgba(5, 210) == [128, 128, 128, 255])
    }

    /// Three rows a line, 40 points tall, sized by a subclass in `prepare()` from the margins.
    final class ThreeAcross: UICollectionViewFlowLayout {
        override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            let usable = collectionView.bounds.inset(by: collectionView.layoutMargins).width
            itemSize = CGSize(width: ((usable - 2 * minimumInteritemSpacing) / 3).rounded(.down), height: 40)
            sectionInsetReference = .fromLayoutMargins
        }
    }

    @Test("a flow layout prepared from the collection view draws what the engine's does")
    func flowSamePixels() throws {
        let size = Size(width: 200, height: 220)
        let uikit = try CollectionWindow.snapshot(layout: ThreeAcross().collectionViewLayout, dataSource: Tiles(), size: size)
        var native = FlowLayout(itemSize: Size(width: 49, height: 40))
        native.sectionInsetReference = .fromLayoutMargins
        let engine = try CollectionWindow.snapshot(layout: native, dataSource: Tiles(), size: size)
        #expect(uikit == engine)
        // 168 points between the 16-point margins: 49-point cells at 16, 75.5 and 135.
        #expect(uikit.rgba(17, 20) == [255, 0, 0, 255])
        #expect(uikit.rgba(14, 20) == [128, 128, 128, 255])
        #expect(uikit.rgba(100, 20) == [0, 0, 255, 255])
        #expect(uikit.rgba(183, 20) == [255, 0, 0, 255])
        #expect(uikit.rgba(185, 20) == [128, 128, 128, 255])
    }
}
