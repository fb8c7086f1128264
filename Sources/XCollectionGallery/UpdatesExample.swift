import CollectionLayout
import CollectionView

extension Gallery {
    /// Rows of a list, then square tiles, four a row on a phone and more the wider the window
    /// (one for each 110 points).
    static func updatesLayout() -> CompositionalLayout {
        CompositionalLayout { section, environment in
            if section == UpdatesModel.Section.list.rawValue {
                let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(48)))
                let group = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(48)),
                                                 subitems: [row])
                var list = LayoutSection(group: group)
                list.contentInsets = DirectionalEdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)
                return list
            }
            let columns = Swift.max(4, Int((environment.container.contentSize.width - 24) / 110))
            let share = 1 / Double(columns)
            var tile = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(share), heightDimension: .fractionalHeight(1)))
            tile.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(share)),
                                               subitems: [tile])
            var grid = LayoutSection(group: group)
            grid.contentInsets = DirectionalEdgeInsets(top: 0, leading: 12, bottom: 16, trailing: 12)
            return grid
        }
    }

    static let updates = updates(itemCount: 24)

    /// `itemCount` items, a third of them in the list and the rest in the grid, changed by keys.
    static func updates(itemCount: Int) -> Example {
        let listCount = itemCount / 3, gridCount = itemCount - itemCount / 3
        let model = UpdatesModel(listCount: listCount, gridCount: gridCount)
        return Example(name: "updates", title: "Updates",
                       summary: "a list and a grid fed by a diffable data source; keys change it with UIKit's animations",
                       layout: updatesLayout(), dataSource: model.dataSource)
            .answering([
                ExampleKeyCommand("a", "insert an item at a random place") { model.insert() },
                ExampleKeyCommand("d", "delete an item") { model.delete() },
                ExampleKeyCommand("m", "move an item") { model.move() },
                ExampleKeyCommand("s", "shuffle the grid") { model.shuffle() },
                ExampleKeyCommand("r", "reload an item") { model.refresh(reconfigure: false) },
                ExampleKeyCommand("c", "reconfigure an item") { model.refresh(reconfigure: true) },
                ExampleKeyCommand("u", "1,000 random changes at once") { model.changeMany(1000) },
                ExampleKeyCommand("R", "reset, without animation") { model.reset(listCount: listCount, gridCount: gridCount) },
            ])
            .scalable { updates(itemCount: $0) }
    }
}
