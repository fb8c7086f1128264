/// A repeating arrangement of items and nested groups, as UIKit's `NSCollectionLayoutGroup`.
public struct LayoutGroup: Hashable, Sendable, LayoutSubitemConvertible {
    /// The group's size, fractions taken of its container.
    public var layoutSize: LayoutSize
    /// Shrinks the space the subitems are laid out in; ignored on an estimated axis.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Flexible or fixed space around the group, within its container.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Supplementaries anchored to the group.
    public var supplementaryItems: [LayoutSupplementaryItem] = []
    /// Space between neighbouring subitems along the group's axis.
    public var interItemSpacing: LayoutSpacing?
    /// How the subitems are placed: horizontally, vertically, or custom.
    public var arrangement: GroupArrangement
    /// The items and groups the group repeats.
    public var subitems: [LayoutSubitem]
    /// How many subitems the group holds, and whether a count shares out its size.
    public var subitemCount: GroupSubitemCount

    init(layoutSize: LayoutSize, arrangement: GroupArrangement, subitems: [LayoutSubitem], subitemCount: GroupSubitemCount) {
        self.layoutSize = layoutSize
        self.arrangement = arrangement
        self.subitems = subitems
        self.subitemCount = subitemCount
    }

    /// Subitems side by side, repeated in order while they fit the group's width.
    public static func horizontal(layoutSize: LayoutSize, subitems: [any LayoutSubitemConvertible]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems.map(\.layoutSubitem), subitemCount: .fill)
    }

    /// `count` equal items sharing the group's width, spacing included.
    public static func horizontal(layoutSize: LayoutSize, subitem: some LayoutSubitemConvertible, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem.layoutSubitem], subitemCount: .count(count))
    }

    /// `count` repetitions of `repeatingSubitem`, each at its own width.
    public static func horizontal(layoutSize: LayoutSize, repeatingSubitem: some LayoutSubitemConvertible, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [repeatingSubitem.layoutSubitem], subitemCount: .repeating(count))
    }

    /// Subitems one above the other, repeated in order while they fit the group's height.
    public static func vertical(layoutSize: LayoutSize, subitems: [any LayoutSubitemConvertible]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems.map(\.layoutSubitem), subitemCount: .fill)
    }

    /// `count` equal items sharing the group's height, spacing included.
    public static func vertical(layoutSize: LayoutSize, subitem: some LayoutSubitemConvertible, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem.layoutSubitem], subitemCount: .count(count))
    }

    /// `count` repetitions of `repeatingSubitem`, each at its own height.
    public static func vertical(layoutSize: LayoutSize, repeatingSubitem: some LayoutSubitemConvertible, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [repeatingSubitem.layoutSubitem], subitemCount: .repeating(count))
    }

    /// Items at the frames the provider returns for the group's environment.
    public static func custom(layoutSize: LayoutSize, itemProvider: @escaping LayoutGroupCustomItemProvider.Body) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .custom(LayoutGroupCustomItemProvider(itemProvider)), subitems: [], subitemCount: .fill)
    }

    /// Items at fixed frames, as a layout file's `customItems` give them.
    public static func custom(layoutSize: LayoutSize, items: [LayoutGroupCustomItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .custom(LayoutGroupCustomItemProvider(items: items)), subitems: [], subitemCount: .fill)
    }

    /// The group as a subitem of another group.
    public var layoutSubitem: LayoutSubitem { .group(self) }
}
