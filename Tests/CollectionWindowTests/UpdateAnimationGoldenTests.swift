import CollectionLayout
import CollectionSnapshotTesting
import CollectionView
import SnapshotTesting
import Testing

/// An animated apply frozen half way, against a reference reviewed by eye: a grid of numbered
/// tiles where two are deleted (fading out where they were), two inserted (fading in), one
/// moved and the rest sliding to their new places, and one reloaded (cross-fading).
@Suite("An animated apply half way")
struct UpdateAnimationGoldenTests {
    static func tile(_ item: Int) -> CellContent {
        // Hues a golden angle apart, so no two tiles near each other share a colour.
        let hue = (Double(item) * 0.381966).truncatingRemainder(dividingBy: 1) * 6
        let fall = 1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1)
        let (r, g, b): (Double, Double, Double) = switch Int(hue) {
        case 0: (1, fall, 0)
        case 1: (fall, 1, 0)
        case 2: (0, 1, fall)
        case 3: (0, fall, 1)
        case 4: (fall, 0, 1)
        default: (1, 0, fall)
        }
        let background = Color(red: 0.25 + 0.6 * r, green: 0.25 + 0.6 * g, blue: 0.25 + 0.6 * b)
        return CellContent(background: background, cornerRadius: 12,
                           labels: [TextLabel("\(item)", font: FontSpec(size: 22, weight: .bold), color: Color(hex: 0xFFFFFF),
                                              alignment: .center)])
    }

    static let grid: CompositionalLayout = {
        var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)),
                                           subitems: [item])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        return CompositionalLayout(section: section)
    }()

    @Test("half way through A mixed apply") func halfWayThroughAMixedApply() throws {
        let source = DiffableDataSource<Int, Int> { _, item in Self.tile(item) }
        source.backgroundColor = Color(hex: 0xF2F2F7)
        var snapshot = source.snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(1...16))
        source.apply(snapshot, animatingDifferences: false)
        let screen = try CollectionScreen(layout: Self.grid, dataSource: source, size: Size(width: 375, height: 420))
        snapshot.deleteItems([2, 7])
        snapshot.insertItems([20, 21], beforeItem: 10)
        snapshot.moveItem(15, beforeItem: 5)
        snapshot.reloadItems([12])
        source.apply(snapshot)
        screen.step(now: 0)
        screen.step(now: 0.15)
        assertSnapshot(of: screen, as: .image, named: "grid-half-way")
    }
}
