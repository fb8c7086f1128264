/// What an edit of an ``ItemOrder``'s nodes changes in its index, gathered while the nodes are
/// edited and written to the index at the end, in a few bulk updates.
@usableFromInline
struct ItemOrderEdit<Item: Hashable> {
    @usableFromInline var nextID: UInt32
    /// Identifiers new to the order and the leaves they went to.
    @usableFromInline var newItems: [Item] = [], newItemLeaves: [UInt32] = []
    /// Identifiers already in the order that a split or a merge moved to another leaf.
    @usableFromInline var movedItems: [Item] = [], movedItemLeaves: [UInt32] = []
    @usableFromInline var removedItems: [Item] = []
    /// Nodes with a new parent (new nodes among them), and their parents.
    @usableFromInline var reparented: [UInt32] = [], parents: [UInt32] = []
    /// Nodes that are gone or became the root, whose parent entries go.
    @usableFromInline var orphaned: [UInt32] = []

    @inlinable
    init(nextID: UInt32) {
        self.nextID = nextID
    }

    @inlinable
    mutating func newID() -> UInt32 {
        defer { nextID += 1 }
        return nextID
    }

    /// Records that `nodes` now hang under `parent`.
    @inlinable
    mutating func reparent(_ nodes: some Sequence<ItemOrderNode<Item>>, to parent: UInt32) {
        for node in nodes {
            reparented.append(node.id)
            parents.append(parent)
        }
    }

    /// Records that `items`, of which those in `new` are new to the order, are now in `leaf`.
    @inlinable
    mutating func place(_ items: ArraySlice<Item>, new: Range<Int>, inLeaf leaf: UInt32) {
        if new.lowerBound <= items.startIndex, items.endIndex <= new.upperBound {
            newItems.append(contentsOf: items)
            newItemLeaves.append(contentsOf: repeatElement(leaf, count: items.count))
            return
        }
        for index in items.indices {
            if new.contains(index) {
                newItems.append(items[index])
                newItemLeaves.append(leaf)
            } else {
                movedItems.append(items[index])
                movedItemLeaves.append(leaf)
            }
        }
    }
}
