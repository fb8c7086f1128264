import CollectionLayout

/// A repeating arrangement of items and nested groups, as UIKit's `NSCollectionLayoutGroup`.
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The items and groups the group repeats.
    public let subitems: [NSCollectionLayoutItem]
    /// Space between neighbouring subitems along the group's axis.
    public var interItemSpacing: NSCollectionLayoutSpacing?
    private let arrangement: GroupArrangement
    private let subitemCount: GroupSubitemCount

    private init(layoutSize: NSCollectionLayoutSize, arrangement: GroupArrangement,
                 subitems: [NSCollectionLayoutItem], subitemCount: GroupSubitemCount) {
        self.subitems = subitems
        self.arrangement = arrangement
        self.subitemCount = subitemCount
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group with this one's arrangement, subitems (shared, as UIKit's copy shares them),
    /// spacing, supplementaries, insets and spacing around it.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: arrangement, subitems: subitems, subitemCount: subitemCount)
        copy.takeItemSettings(of: self)
        copy.interItemSpacing = interItemSpacing
        copy.supplementaryItems = supplementaryItems
        return copy
    }

    /// Supplementaries anchored to the group; settable on a group, as in UIKit.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }

    /// Subitems side by side, repeated in order while they fit the group's width.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, subitemCount: .fill)
    }

    /// `count` equal items sharing the group's width, spacing included.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], subitemCount: .count(count))
    }

    /// `count` repetitions of `repeatingSubitem`, each at its own width.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [repeatingSubitem], subitemCount: .repeating(count))
    }

    /// Subitems one above the other, repeated in order while they fit the group's height.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, subitemCount: .fill)
    }

    /// `count` equal items sharing the group's height, spacing included.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], subitemCount: .count(count))
    }

    /// `count` repetitions of `repeatingSubitem`, each at its own height.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [repeatingSubitem], subitemCount: .repeating(count))
    }

    /// Items at the frames `itemProvider` returns for the group's environment.
    ///
    /// The provider is called while the layout is solved, on the thread that solves it.
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        // The engine wants a Sendable closure; UIKit's provider is not one, and is only ever
        // called by the solve the caller starts (see UncheckedSendableBox).
        let box = UncheckedSendableBox(itemProvider)
        let provider = LayoutGroupCustomItemProvider { environment in
            box.value(EngineLayoutEnvironment(environment)).map(\.layoutGroupCustomItem)
        }
        return NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(provider), subitems: [], subitemCount: .fill)
    }

    /// The engine's group this one stands for, read now with all its subitems.
    public var layoutGroup: LayoutGroup {
        var group = LayoutGroup.horizontal(layoutSize: layoutSize.layoutSize, subitems: [])
        group.arrangement = arrangement
        group.subitems = subitems.map(\.layoutSubitem)
        group.subitemCount = subitemCount
        group.interItemSpacing = interItemSpacing?.layoutSpacing
        group.contentInsets = contentInsets.directionalEdgeInsets
        group.edgeSpacing = edgeSpacing?.layoutEdgeSpacing
        group.supplementaryItems = supplementaryItems.map(\.layoutSupplementaryItem)
        return group
    }

    /// The group as a subitem of another group.
    public override var layoutSubitem: LayoutSubitem { .group(layoutGroup) }
}
