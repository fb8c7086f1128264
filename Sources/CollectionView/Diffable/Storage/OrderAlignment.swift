/// Where the identifiers of one ``ItemOrder`` are in another that shares its nodes, found
/// without reading the shared ones: O(changes · log n) for orders a few edits apart.
///
/// Both trees are walked down together, a height at a time, keeping only the nodes not yet
/// explained on each side. A node of the new tree that is also (the same object) an unexplained
/// node of the old tree is a run of identifiers in the same order in both; the others are opened
/// into their children, and leaves into identifiers, walked beside the old version of their leaf
/// and looked up in the other order only where they differ from it.
/// Nodes an edit did not copy are found at the top of the walk, so for a few edits only the
/// copied paths are opened.
@usableFromInline
struct OrderAlignment {
    /// Runs of new positions `new..<new + count` holding the old identifiers at
    /// `old..<old + count`, in no particular order; an identifier the old order lacks is a run
    /// of one with `old` -1.
    @usableFromInline var runs: [(new: Int, old: Int, count: Int)] = []
    /// Old positions whose identifiers the new order lacks, in no particular order.
    @usableFromInline var deletedOld: [Int] = []

    /// The alignment, or nil when the orders share too little for it to be worth it: more than
    /// `lookupLimit` identifiers to look up, or more than `nodeLimit` nodes left at one height.
    @inlinable
    init?<Item: Hashable>(old: ItemOrder<Item>, new: ItemOrder<Item>, lookupLimit: Int, nodeLimit: Int) {
        typealias Node = ItemOrderNode<Item>
        var newNodes: [(node: Node, start: Int)] = [(new.root, 0)]
        var oldNodes: [(node: Node, start: Int)] = [(old.root, 0)]
        var height = Swift.max(new.root.height, old.root.height)
        var lookups = 0
        while height >= 0, !newNodes.isEmpty || !oldNodes.isEmpty {
            var newAtHeight: [(node: Node, start: Int)] = [], oldAtHeight: [ObjectIdentifier: (node: Node, start: Int)] = [:]
            var newLower: [(node: Node, start: Int)] = [], oldLower: [(node: Node, start: Int)] = []
            for entry in newNodes { if entry.node.height == height { newAtHeight.append(entry) } else { newLower.append(entry) } }
            for entry in oldNodes {
                if entry.node.height == height { oldAtHeight[ObjectIdentifier(entry.node)] = entry } else { oldLower.append(entry) }
            }
            var newUnshared: [(node: Node, start: Int)] = []
            for entry in newAtHeight {
                if let shared = oldAtHeight.removeValue(forKey: ObjectIdentifier(entry.node)) {
                    runs.append((entry.start, shared.start, entry.node.count))
                } else {
                    newUnshared.append(entry)
                }
            }
            guard newUnshared.count + oldAtHeight.count <= nodeLimit else { return nil }
            if height > 0 {
                for entry in newUnshared { Self.open(entry, into: &newLower) }
                for entry in oldAtHeight.values { Self.open(entry, into: &oldLower) }
                newNodes = newLower
                oldNodes = oldLower
                height -= 1
                continue
            }
            // A leaf an edit copied keeps its id: its items are walked beside the old ones, so
            // only those around the edit are looked up.
            var oldLeaves: [UInt32: (node: Node, start: Int)] = [:]
            for entry in oldAtHeight.values { oldLeaves[entry.node.id] = entry }
            for entry in newUnshared {
                let partner = oldLeaves.removeValue(forKey: entry.node.id)
                guard align(entry, partner, old: old, new: new, lookups: &lookups, limit: lookupLimit) else { return nil }
            }
            for entry in oldLeaves.values {
                guard align(nil, entry, old: old, new: new, lookups: &lookups, limit: lookupLimit) else { return nil }
            }
            newNodes = newLower
            oldNodes = oldLower
            height -= 1
        }
    }

    /// Aligns the items of a new leaf with those of its old version (either may be missing):
    /// items equal to the next old one continue a run without a lookup; the others are looked
    /// up in the old order, and old items the walk did not meet are looked for in the new one.
    /// False once more than `limit` lookups were made in all.
    @inlinable
    mutating func align<Item: Hashable>(_ newLeaf: (node: ItemOrderNode<Item>, start: Int)?,
                                        _ oldLeaf: (node: ItemOrderNode<Item>, start: Int)?,
                                        old: ItemOrder<Item>, new: ItemOrder<Item>, lookups: inout Int, limit: Int) -> Bool {
        let oldItems = oldLeaf?.node.items ?? [], oldStart = oldLeaf?.start ?? 0
        var met = Array(repeating: false, count: oldItems.count)
        if let newLeaf {
            var cursor = 0
            for (offset, item) in newLeaf.node.items.enumerated() {
                let newIndex = newLeaf.start + offset
                if cursor < oldItems.count, oldItems[cursor] == item {
                    met[cursor] = true
                    append((newIndex, oldStart + cursor, 1))
                    cursor += 1
                    continue
                }
                lookups += 1
                guard lookups <= limit else { return false }
                let oldIndex = old.index(of: item) ?? -1
                append((newIndex, oldIndex, 1))
                if oldIndex >= oldStart + cursor, oldIndex < oldStart + oldItems.count {
                    met[oldIndex - oldStart] = true
                    cursor = oldIndex - oldStart + 1
                }
            }
        }
        for (offset, item) in oldItems.enumerated() where !met[offset] {
            lookups += 1
            guard lookups <= limit else { return false }
            if !new.contains(item) { deletedOld.append(oldStart + offset) }
        }
        return true
    }

    /// Adds a run, joined to the last one when it continues it in both orders.
    @inlinable
    mutating func append(_ run: (new: Int, old: Int, count: Int)) {
        if let last = runs.last, last.old >= 0, run.old >= 0, run.new == last.new + last.count, run.old == last.old + last.count {
            runs[runs.count - 1].count += run.count
        } else {
            runs.append(run)
        }
    }

    /// The children of a branch, each with where it starts.
    @inlinable
    static func open<Item>(_ entry: (node: ItemOrderNode<Item>, start: Int), into nodes: inout [(node: ItemOrderNode<Item>, start: Int)]) {
        var start = entry.start
        for child in entry.node.children {
            nodes.append((child, start))
            start += child.count
        }
    }
}
