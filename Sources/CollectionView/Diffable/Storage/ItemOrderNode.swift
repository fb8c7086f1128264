/// A node of an ``ItemOrder``: a leaf holding a chunk of identifiers in order, or a branch
/// holding nodes one height lower; either knows how many identifiers are under it.
///
/// `id` names the node for the order's index and stays the same in the copies an edit makes,
/// so an order's index still holds after an edit copies the path to a leaf; a node made by a
/// split gets a new one. Unchecked `Sendable`: a node is changed only while one order holds it
/// (copy-on-write), so a node two snapshots share is never written.
@usableFromInline
final class ItemOrderNode<Item>: @unchecked Sendable {
    @usableFromInline let id: UInt32
    /// 0 for a leaf.
    @usableFromInline let height: Int
    @usableFromInline var count: Int
    /// A leaf's identifiers.
    @usableFromInline var items: [Item]
    /// A branch's nodes.
    @usableFromInline var children: [ItemOrderNode]

    @inlinable
    init(id: UInt32, items: [Item]) {
        self.id = id
        height = 0
        count = items.count
        self.items = items
        children = []
    }

    @inlinable
    init(id: UInt32, height: Int, children: [ItemOrderNode]) {
        self.id = id
        self.height = height
        var count = 0
        for child in children { count += child.count }
        self.count = count
        items = []
        self.children = children
    }

    @inlinable
    init(copying node: ItemOrderNode) {
        id = node.id
        height = node.height
        count = node.count
        items = node.items
        children = node.children
    }

    /// The number of entries, identifiers or nodes, directly in this node.
    @inlinable
    var width: Int { height == 0 ? items.count : children.count }

    /// The child holding the identifier at `offset` under this branch, and the offset there.
    @inlinable
    func child(holding offset: Int) -> (index: Int, offset: Int) {
        var offset = offset
        for index in children.indices {
            let count = children[index].count
            if offset < count { return (index, offset) }
            offset -= count
        }
        // The end of the branch: the end of its last child, where appending goes.
        return (children.count - 1, offset + children[children.count - 1].count)
    }
}
