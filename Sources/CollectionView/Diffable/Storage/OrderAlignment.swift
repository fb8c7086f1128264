/// Where the identifiers of one ``ItemOrder`` are in another that shares its nodes, found
/// without reading the shared ones: O(changes · log n) for orders a few edits apart.
///
/// Both trees are walked down together, a height at a time, keeping only the nodes not yet
/// explained on each side. A node of the new tree that is also (the same object) an unexplained
/// node of the old tree is a run of identifiers in the same order in both; the others are opened
/// into their children, and leaves into identifiers, looked up in the other order one by one.
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
            let newLeaves = newUnshared, oldLeaves = Array(oldAtHeight.values)
            for entry in newLeaves { lookups += entry.node.count }
            for entry in oldLeaves { lookups += entry.node.count }
            guard lookups <= lookupLimit else { return nil }
            for entry in newLeaves {
                for (offset, item) in entry.node.items.enumerated() {
                    runs.append((entry.start + offset, old.index(of: item) ?? -1, 1))
                }
            }
            for entry in oldLeaves {
                for (offset, item) in entry.node.items.enumerated() where !new.contains(item) {
                    deletedOld.append(entry.start + offset)
                }
            }
            newNodes = newLower
            oldNodes = oldLower
            height -= 1
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
