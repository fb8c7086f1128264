import OrderedCollections

/// The items of one section as an outline, as UIKit's `NSDiffableDataSourceSectionSnapshot`
/// (`UIKitCompat` gives it that name): items have children, children have children, and a
/// parent shows its children only while it is expanded.
///
/// Build one with `append(_:to:)` and show it with
/// ``DiffableDataSource/apply(_:to:animatingDifferences:completion:)``: the section then holds the
/// ``visibleItems``, in order, and a click on an item's outline disclosure accessory expands or
/// collapses it. Items start collapsed, as in UIKit. Identifiers are unique in the outline.
///
/// The outline is kept depth first, each item with its level, so ``items``, ``index(of:)`` and
/// ``level(of:)`` cost what an ordered set's do; ``parent(of:)`` looks back over the siblings
/// before the item, and ``visibleItems`` is one pass over the items. Misuse stops the program as
/// UIKit raises, naming the call and the identifiers at fault; ``checked`` makes the same edits
/// throwing ``SnapshotMisuse`` instead.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable, Equatable {
    /// Every item, depth first: each parent before its children.
    var ordered: OrderedSet<ItemIdentifierType> = []
    /// The level of each item of `ordered`: 0 for a root item, its parent's plus one for a child.
    var levels: [Int] = []
    /// The items of `ordered` whose children show.
    var expanded: Set<ItemIdentifierType> = []

    /// An empty outline.
    public init() {}

    /// Every item, depth first: each parent followed by its children, expanded or not.
    public var items: [ItemIdentifierType] { ordered.elements }

    /// The items at the top of the outline, in order.
    public var rootItems: [ItemIdentifierType] {
        ordered.elements.indices.filter { levels[$0] == 0 }.map { ordered[$0] }
    }

    /// The items whose ancestors are all expanded, in order: what the section shows.
    public var visibleItems: [ItemIdentifierType] {
        var visible: [ItemIdentifierType] = []
        visible.reserveCapacity(ordered.count)
        // Below a collapsed item, everything deeper than it is hidden until the outline comes back up.
        var hiddenBelow = Int.max
        for index in ordered.indices {
            let item = ordered[index], level = levels[index]
            if level > hiddenBelow { continue }
            hiddenBelow = Int.max
            visible.append(item)
            if !expanded.contains(item) { hiddenBelow = level }
        }
        return visible
    }

    /// Whether `item` is in the outline, at any level.
    public func contains(_ item: ItemIdentifierType) -> Bool {
        ordered.contains(item)
    }

    /// Where `item` is in ``items``, or nil when the outline has no such item.
    public func index(of item: ItemIdentifierType) -> Int? {
        ordered.firstIndex(of: item)
    }

    /// How deep `item` is: 0 for a root item, one more for each ancestor. The item must be in
    /// the outline.
    public func level(of item: ItemIdentifierType) -> Int {
        do { return levels[try existing(item, call: "level(of:)")] } catch { error.trap() }
    }

    /// The item `item` is a child of, or nil for a root item or an item not in the outline.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? {
        ordered.firstIndex(of: item).flatMap(parentIndex(of:)).map { ordered[$0] }
    }

    /// Whether `item`'s children show; false for an item not in the outline.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        expanded.contains(item)
    }

    /// Whether `item` shows: it is in the outline and its ancestors are all expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var index = ordered.firstIndex(of: item) else { return false }
        while let parent = parentIndex(of: index) {
            guard expanded.contains(ordered[parent]) else { return false }
            index = parent
        }
        return true
    }

    /// The outline below `parent` on its own: its descendants, with `parent` as the one root
    /// when `includingParent`, their levels counted from the new top and their expansion kept.
    /// `parent` must be in the outline.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        let start: Int
        do { start = try existing(parent, call: "snapshot(of:includingParent:)") } catch { error.trap() }
        return subtree(at: start, includingRoot: includingParent)
    }

    /// The outline drawn as text, one item a line, indented by level, with `+` before a
    /// collapsed parent and `-` before an expanded one, as a debugging aid.
    public func visualDescription() -> String {
        var lines: [String] = []
        for index in ordered.indices {
            let item = ordered[index]
            let hasChildren = index + 1 < ordered.count && levels[index + 1] > levels[index]
            let mark = hasChildren ? (expanded.contains(item) ? "- " : "+ ") : "  "
            lines.append(String(repeating: "    ", count: levels[index]) + mark + String(describing: item))
        }
        return lines.joined(separator: "\n")
    }

    /// Equal when the items, their places in the outline and which are expanded are the same.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.ordered == rhs.ordered && lhs.levels == rhs.levels && lhs.expanded == rhs.expanded
    }
}

extension DiffableDataSourceSectionSnapshot {
    static var typeName: String { "DiffableDataSourceSectionSnapshot" }

    /// The index of `item`, or the misuse of naming an item the outline does not hold.
    func existing(_ item: ItemIdentifierType, call: String) throws(SnapshotMisuse) -> Int {
        guard let index = ordered.firstIndex(of: item) else {
            throw SnapshotMisuse.unknownItems([item], call: call).made(with: Self.typeName)
        }
        return index
    }

    /// The index of the nearest item before `index` that is shallower than it: its parent.
    func parentIndex(of index: Int) -> Int? {
        let level = levels[index]
        guard level > 0 else { return nil }
        var candidate = index - 1
        while candidate >= 0, levels[candidate] >= level { candidate -= 1 }
        return candidate >= 0 ? candidate : nil
    }

    /// One past the last descendant of the item at `index`.
    func subtreeEnd(of index: Int) -> Int {
        var end = index + 1
        while end < levels.count, levels[end] > levels[index] { end += 1 }
        return end
    }

    /// The item at `index` and its descendants (or only the descendants) as an outline of their own.
    func subtree(at index: Int, includingRoot: Bool) -> Self {
        let range = (includingRoot ? index : index + 1)..<subtreeEnd(of: index)
        var outline = Self()
        let base = includingRoot ? levels[index] : levels[index] + 1
        outline.ordered = OrderedSet(uncheckedUniqueElements: ordered.elements[range])
        outline.levels = levels[range].map { $0 - base }
        outline.expanded = expanded.filter(outline.ordered.contains)
        return outline
    }
}
