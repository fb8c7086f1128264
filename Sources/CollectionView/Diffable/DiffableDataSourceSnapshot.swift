import CollectionLayout
import OrderedCollections

/// The state of a collection view's data: sections in order, each holding items in order, all
/// named by identifiers, as UIKit's `NSDiffableDataSourceSnapshot` (`UIKitCompat` gives it that
/// name).
///
/// Identifiers are unique across the snapshot: a section and an item may share one, but no two
/// sections and no two items may. Every item lives in one `ItemOrder`, sections being runs of
/// it whose ends are kept in order: inserting, deleting, moving or finding an item costs
/// O(log n) however many there are, copying a snapshot O(1) (copies share the order's chunks),
/// which section holds an item O(log sections), and appending items costs what appending to an
/// array and filling a dictionary do.
///
/// Misuse fails as UIKit's does (a repeated identifier, a section that already exists, an unknown
/// destination, reloading what is not there), with a message naming the call and up to ten of
/// the offending identifiers. Code that takes identifiers from outside makes the same edits
/// through ``checked``, which throws ``SnapshotMisuse`` instead.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    @usableFromInline var sections: OrderedSet<SectionIdentifierType> = []
    @usableFromInline var items = ItemOrder<ItemIdentifierType>()
    /// Where each section's run of `items` ends (exclusive), in section order.
    @usableFromInline var sectionEnds: [Int] = []
    @usableFromInline var reloadedSections: OrderedSet<SectionIdentifierType> = []
    @usableFromInline var reloadedItems: OrderedSet<ItemIdentifierType> = []
    @usableFromInline var reconfiguredItems: OrderedSet<ItemIdentifierType> = []

    /// An empty snapshot: no sections, no items.
    @inlinable
    public init() {}

    /// The number of items in all sections.
    @inlinable
    public var numberOfItems: Int { items.count }

    /// The number of sections.
    @inlinable
    public var numberOfSections: Int { sections.count }

    /// The sections' identifiers, in order.
    @inlinable
    public var sectionIdentifiers: [SectionIdentifierType] { sections.elements }

    /// Every item's identifier, section after section.
    @inlinable
    public var itemIdentifiers: [ItemIdentifierType] { items.elements }

    /// The number of items in the section `identifier`; the section must exist.
    @inlinable
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemRange(ofSection: existingSection(identifier, call: "numberOfItems(inSection:)")).count
    }

    /// The identifiers of the items in the section `identifier`, in order; the section must exist.
    @inlinable
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items.elements(in: itemRange(ofSection: existingSection(identifier, call: "itemIdentifiers(inSection:)")))
    }

    /// The section holding the item `identifier`, or nil when the snapshot has no such item.
    @inlinable
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        guard let index = items.index(of: identifier) else { return nil }
        return sections[section(containingItemAt: index)]
    }

    /// Where the item `identifier` is among all items (counting across sections), or nil.
    @inlinable
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        items.index(of: identifier)
    }

    /// Where the section `identifier` is among the sections, or nil.
    @inlinable
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex(of: identifier)
    }

    /// The sections marked by ``reloadSections(_:)``, in the order they were marked.
    @inlinable
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

    /// The items marked by ``reloadItems(_:)``, in the order they were marked.
    @inlinable
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

    /// The items marked by ``reconfigureItems(_:)``, in the order they were marked.
    @inlinable
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

    /// The identifier of the item at `indexPath`, or nil when the snapshot has none there.
    @inlinable
    public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let range = itemRange(ofSection: indexPath.section)
        guard indexPath.item >= 0, indexPath.item < range.count else { return nil }
        return items[range.lowerBound + indexPath.item]
    }

    /// Where the item `identifier` is, or nil when the snapshot has no such item.
    @inlinable
    public func indexPath(ofItem identifier: ItemIdentifierType) -> IndexPath? {
        guard let index = items.index(of: identifier) else { return nil }
        let section = section(containingItemAt: index)
        return IndexPath(item: index - itemRange(ofSection: section).lowerBound, section: section)
    }

    /// The item counts of the sections, in order.
    @inlinable
    public var itemCounts: [Int] {
        var previous = 0
        return sectionEnds.map { end in
            defer { previous = end }
            return end - previous
        }
    }

    /// Where section `section`'s items are in `items`.
    @inlinable
    func itemRange(ofSection section: Int) -> Range<Int> {
        (section == 0 ? 0 : sectionEnds[section - 1])..<sectionEnds[section]
    }

    /// The section whose run of `items` holds `index`.
    @inlinable
    func section(containingItemAt index: Int) -> Int {
        var low = 0, high = sectionEnds.count - 1
        while low < high {
            let middle = (low + high) / 2
            if sectionEnds[middle] > index { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The index of an existing section; an unknown one stops the program, as in UIKit.
    @inlinable
    func existingSection(_ identifier: SectionIdentifierType, call: String) -> Int {
        do { return try sectionIndex(identifier, call: call) } catch { error.trap() }
    }
}

extension DiffableDataSourceSnapshot: Equatable {
    /// Equal when the sections and the items of each are the same, in order; the reload and
    /// reconfigure marks do not count, as in UIKit.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sectionEnds == rhs.sectionEnds && lhs.sections == rhs.sections && lhs.items == rhs.items
    }
}
