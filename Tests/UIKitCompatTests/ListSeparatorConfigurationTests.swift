import CollectionLayout
import CollectionView
import Testing
import UIKitCompat

/// `separatorConfiguration` and `itemSeparatorHandler` as iOS code sets them: the lines each
/// row draws, where, and in what colour. The line between two rows is the upper row's bottom
/// separator; a row's top separator shows only when asked for.
@Suite @MainActor struct ListSeparatorConfigurationTests {
    /// The separators of a plain list of four 44-point rows in a 320-point view, by kind.
    private func separators(_ configuration: UICollectionLayoutListConfiguration) throws -> [(kind: String, item: Int, frame: Rect)] {
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let solved = try layout.collectionViewLayout.solveLayout(container: Size(width: 320, height: 480), itemCounts: [4])
        return solved.allElements().filter { $0.category == .decoration && ($0.elementKind ?? "").contains("separator") }.map { ($0.elementKind ?? "", $0.indexPath.item, $0.frame) }
    }

    @Test("by default, a line under every row of a plain list, from the content's leading edge to the trailing edge")
    func defaults() throws {
        let lines = try separators(UICollectionLayoutListConfiguration(appearance: .plain))
        #expect(lines.map(\.kind) == Array(repeating: "list-separator", count: 4))
        #expect(lines.map(\.frame.minY) == [43, 87, 131, 175])
        #expect(lines.allSatisfy { $0.frame.minX == 16 && $0.frame.maxX == 320 })
        let configuration = UIListSeparatorConfiguration(listAppearance: .plain)
        #expect(configuration.topSeparatorVisibility == .automatic && configuration.bottomSeparatorVisibility == .automatic)
        #expect(configuration.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(configuration.color == .separator)
    }

    @Test("the list's configuration: bottom lines hidden, top lines shown inset 20 and 10 from the edges")
    func sectionWide() throws {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.separatorConfiguration.bottomSeparatorVisibility = .hidden
        list.separatorConfiguration.topSeparatorVisibility = .visible
        list.separatorConfiguration.topSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        let lines = try separators(list)
        #expect(lines.map(\.kind) == Array(repeating: "list-separator-top", count: 4))
        #expect(lines.map(\.frame) == (0..<4).map { Rect(x: 20, y: Double($0) * 44, width: 290, height: 1) })
    }

    @Test("the handler is given each row's resolved separators; it hides row 1's line and insets row 2's by 60")
    func handler() throws {
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        var given: [IndexPath: UIListSeparatorConfiguration] = [:]
        list.itemSeparatorHandler = { indexPath, configuration in
            given[indexPath] = configuration
            var changed = configuration
            if indexPath.item == 1 { changed.bottomSeparatorVisibility = .hidden }
            if indexPath.item == 2 { changed.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0) }
            return changed
        }
        let lines = try separators(list)
        #expect(lines.map(\.item) == [0, 2], "an inset grouped card has no line under its last row, and row 1's is hidden")
        // The card keeps inside the 16-point margins; row 0's line starts at the content's edge,
        // 16 further in; row 2's where the handler said, 60 from the row's edge.
        #expect(lines[0].frame == Rect(x: 32, y: 35 + 43, width: 272, height: 1))
        #expect(lines[1].frame == Rect(x: 76, y: 35 + 131, width: 228, height: 1))
        #expect(given[IndexPath(item: 0, section: 0)]?.bottomSeparatorVisibility == .visible)
        #expect(given[IndexPath(item: 3, section: 0)]?.bottomSeparatorVisibility == .hidden)
        #expect(given[IndexPath(item: 0, section: 0)]?.topSeparatorVisibility == .hidden)
        #expect(given[IndexPath(item: 0, section: 0)]?.bottomSeparatorInsets.leading == 16)
    }

    @Test("colours: the list's, and the handler's for one row, drawn by the data source")
    func colours() throws {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.separatorConfiguration.color = .systemBlue
        list.itemSeparatorHandler = { indexPath, configuration in
            var changed = configuration
            if indexPath.item == 2 { changed.color = .systemRed }
            return changed
        }
        let layout = UICollectionViewCompositionalLayout.list(using: list)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let data = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { _, _, _ in UICollectionViewCell() }
        #expect(data.content(forDecorationOfKind: "list-separator", at: IndexPath(item: 0, section: 0))?.background == UIColor.systemBlue.color)
        #expect(data.content(forDecorationOfKind: "list-separator", at: IndexPath(item: 2, section: 0))?.background == UIColor.systemRed.color)
    }

    @Test("configurations with the same values are equal; each handler assignment is its own")
    func equality() {
        var a = UICollectionLayoutListConfiguration(appearance: .plain)
        var b = UICollectionLayoutListConfiguration(appearance: .plain)
        #expect(a == b)
        a.separatorConfiguration.color = .systemRed
        #expect(a != b)
        b.separatorConfiguration.color = .systemRed
        a.itemSeparatorHandler = { $1 }
        #expect(a != b)
        b = a
        #expect(a == b)
    }
}
