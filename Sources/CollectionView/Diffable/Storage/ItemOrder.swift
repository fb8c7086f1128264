/// A snapshot's items in order, stored so that one edit costs O(log n) and a copy costs O(1):
/// a B-tree of chunks of identifiers (a rope), each node knowing how many identifiers are under
/// it, whose copies share every node an edit does not touch, and an index from identifier to
/// place that is shared the same way.
///
/// The index maps each identifier to the `id` of the leaf holding it, and each node's `id` to
/// its parent's (``HashTrie``s, persistent hash maps). Where an identifier is comes from walking
/// down from the root along that chain of ids, adding the counts of the children passed, and
/// finding the identifier in its leaf of at most ``leafCapacity``: O(log n). Ids rather than
/// parent references, because a shared node has a different parent in each snapshot holding
/// it, and ids rather than positions, because an edit shifts every position after it while it
/// renames only the nodes it splits or merges.
///
/// Sharing nodes is also what makes diffing cheap: two snapshots that differ by a few edits
/// share all but the paths those edits copied, and ``OrderAlignment`` skips shared nodes by
/// identity.
@usableFromInline
struct ItemOrder<Item: Hashable> {
    @usableFromInline var root: ItemOrderNode<Item>
    /// The id of the leaf holding each identifier.
    @usableFromInline var leafOf: HashTrie<Item>
    /// The id of the parent of each node but the root.
    @usableFromInline var parentOf: HashTrie<UInt32>
    /// The id the next new node takes: ids name nodes within one order, so copies that go their
    /// own ways may hand out the same ones. 32 bits, which halves the index; an order whose ids
    /// run out is renumbered (see ``insert(_:at:)``).
    @usableFromInline var nextID: UInt32

    @inlinable static var leafCapacity: Int { 512 }
    @inlinable static var branchCapacity: Int { 32 }
    /// Below a quarter of its capacity a node is merged with, or refilled from, a neighbour.
    @inlinable static func minimumWidth(height: Int) -> Int { (height == 0 ? leafCapacity : branchCapacity) / 4 }

    /// No identifiers.
    @inlinable
    init() {
        root = ItemOrderNode(id: 0, items: [])
        leafOf = HashTrie()
        parentOf = HashTrie()
        nextID = 1
    }

    @inlinable
    var count: Int { root.count }

    @inlinable
    var isEmpty: Bool { root.count == 0 }

    @inlinable
    func contains(_ item: Item) -> Bool { leafOf[item] != nil }

    /// The identifier at `position`, in O(log n).
    @inlinable
    subscript(position: Int) -> Item {
        var node = root, offset = position
        while node.height > 0 {
            let place = node.child(holding: offset)
            node = node.children[place.index]
            offset = place.offset
        }
        return node.items[offset]
    }

    /// Where `item` is, or nil, in O(log n).
    @inlinable
    func index(of item: Item) -> Int? {
        guard let leaf = leafOf[item] else { return nil }
        let height = root.height
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: height + 1) { chain in
            // chain[h]: the id of the node at height h above the leaf.
            chain[0] = leaf
            for level in stride(from: 1, to: height, by: 1) { chain[level] = parentOf[chain[level - 1]]! }
            var node = root, position = 0
            for level in stride(from: height - 1, through: 0, by: -1) {
                let target = chain[level]
                for child in node.children {
                    if child.id == target {
                        node = child
                        break
                    }
                    position += child.count
                }
            }
            return position + node.items.firstIndex(of: item)!
        }
    }

    /// Every identifier, in order: O(n), for the public array and the diff of unrelated orders.
    @inlinable
    var elements: [Item] {
        var elements: [Item] = []
        elements.reserveCapacity(count)
        forEachLeaf { elements.append(contentsOf: $0.items) }
        return elements
    }

    /// The identifiers at `range`, in O(log n + range.count).
    @inlinable
    func elements(in range: Range<Int>) -> [Item] {
        var elements: [Item] = []
        elements.reserveCapacity(range.count)
        func visit(_ node: ItemOrderNode<Item>, start: Int) {
            guard start < range.upperBound, start + node.count > range.lowerBound else { return }
            if node.height == 0 {
                let lower = Swift.max(range.lowerBound - start, 0), upper = Swift.min(range.upperBound - start, node.count)
                elements.append(contentsOf: node.items[lower..<upper])
                return
            }
            var childStart = start
            for child in node.children {
                visit(child, start: childStart)
                childStart += child.count
            }
        }
        visit(root, start: 0)
        return elements
    }

    /// The leaves in order.
    @inlinable
    func forEachLeaf(_ body: (ItemOrderNode<Item>) -> Void) {
        func visit(_ node: ItemOrderNode<Item>) {
            if node.height == 0 { body(node) } else { for child in node.children { visit(child) } }
        }
        visit(root)
    }
}

extension ItemOrder: Sendable where Item: Sendable {}

extension ItemOrder: Equatable {
    /// The same identifiers in the same order: O(1) for a copy, O(n / leafCapacity) leaves
    /// walked for an order sharing its leaves, O(n) comparisons otherwise.
    @inlinable
    static func == (lhs: ItemOrder, rhs: ItemOrder) -> Bool {
        if lhs.root === rhs.root { return true }
        guard lhs.count == rhs.count else { return false }
        if let equal = sameItems(lhs.root, rhs.root) { return equal }
        var left: [ItemOrderNode<Item>] = [], right: [ItemOrderNode<Item>] = []
        lhs.forEachLeaf { left.append($0) }
        rhs.forEachLeaf { right.append($0) }
        var leftLeaf = 0, rightLeaf = 0, leftOffset = 0, rightOffset = 0
        while leftLeaf < left.count, rightLeaf < right.count {
            let a = left[leftLeaf], b = right[rightLeaf]
            if leftOffset == 0, rightOffset == 0, a === b || a.items.count == b.items.count {
                guard a === b || a.items == b.items else { return false }
                leftLeaf += 1
                rightLeaf += 1
                continue
            }
            let length = Swift.min(a.items.count - leftOffset, b.items.count - rightOffset)
            guard a.items[leftOffset..<leftOffset + length].elementsEqual(b.items[rightOffset..<rightOffset + length]) else { return false }
            leftOffset += length
            rightOffset += length
            if leftOffset == a.items.count { leftLeaf += 1; leftOffset = 0 }
            if rightOffset == b.items.count { rightLeaf += 1; rightOffset = 0 }
        }
        return true
    }

    /// Whether two trees of the same shape hold the same identifiers, node by node, skipping
    /// shared nodes; nil when their shapes differ. Two orders built alike (the same appends)
    /// have the same shape, so comparing them costs one comparison of each pair of leaves.
    @inlinable
    static func sameItems(_ lhs: ItemOrderNode<Item>, _ rhs: ItemOrderNode<Item>) -> Bool? {
        if lhs === rhs { return true }
        guard lhs.height == rhs.height, lhs.count == rhs.count, lhs.width == rhs.width else { return nil }
        if lhs.height == 0 { return sameElements(lhs.items, rhs.items) }
        for index in lhs.children.indices {
            guard let equal = sameItems(lhs.children[index], rhs.children[index]) else { return nil }
            if !equal { return false }
        }
        return true
    }

    /// `lhs == rhs` for two arrays of one length, comparing their bytes first for plain types:
    /// identifiers whose bytes are equal are equal (Equatable's reflexivity), and only a
    /// difference in the bytes needs the elements' own `==`.
    @inlinable
    static func sameElements(_ lhs: [Item], _ rhs: [Item]) -> Bool {
        if _isPOD(Item.self) {
            let bytesEqual = lhs.withUnsafeBytes { left in
                rhs.withUnsafeBytes { right in
                    guard left.count == right.count else { return false }
                    var offset = 0
                    while offset + 8 <= left.count {
                        if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                            != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
                        offset += 8
                    }
                    while offset < left.count {
                        if left[offset] != right[offset] { return false }
                        offset += 1
                    }
                    return true
                }
            }
            if bytesEqual { return true }
        }
        return lhs == rhs
    }
}
