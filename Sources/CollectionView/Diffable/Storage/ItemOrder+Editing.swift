/// The two edits every snapshot edit is made of: putting a run of identifiers in, and taking
/// identifiers out. Each copies only the nodes on its way that another order shares.
extension ItemOrder {
    /// Puts `items` at `position`, in O(log n + items.count); false, with nothing changed, when
    /// one of them is already in the order or repeats.
    @inlinable
    mutating func insert(_ items: [Item], at position: Int) -> Bool {
        guard !items.isEmpty else { return true }
        // An insertion names fewer new nodes than it has identifiers, plus a few for the path.
        if UInt64(nextID) + UInt64(items.count) + 64 > UInt64(UInt32.max) { renumber() }
        // Edited as a copy, kept only when the index takes the new identifiers.
        var edited = self
        var edit = ItemOrderEdit<Item>(nextID: nextID)
        edit.newItems.reserveCapacity(items.count)
        edit.newItemLeaves.reserveCapacity(items.count)
        let followers = Self.insert(items, at: position, into: &edited.root, edit: &edit)
        if !followers.isEmpty { edited.root = Self.rooted([edited.root] + followers, edit: &edit) }
        guard edited.apply(edit, rejectingRepeats: true) else { return false }
        self = edited
        return true
    }

    /// The same order with its nodes built anew, so ids start from 1 again: O(n), once in
    /// billions of node ids.
    @inlinable
    mutating func renumber() {
        let all = elements
        self = ItemOrder()
        _ = insert(all, at: 0)
    }

    /// Takes the identifiers at `positions` (ascending, in range) out: O(log n) each, or a
    /// rebuild, O(n), when they are a good part of the order.
    @inlinable
    mutating func remove(atSortedPositions positions: [Int]) {
        guard !positions.isEmpty else { return }
        if positions.count > 64, positions.count > count / 32 {
            var kept: [Item] = [], next = 0, position = 0
            kept.reserveCapacity(count - positions.count)
            forEachLeaf { leaf in
                for item in leaf.items {
                    if next < positions.count, positions[next] == position { next += 1 } else { kept.append(item) }
                    position += 1
                }
            }
            self = ItemOrder()
            _ = insert(kept, at: 0)
            return
        }
        var edit = ItemOrderEdit<Item>(nextID: nextID)
        // Out of `self` while it is edited, so nodes only this order holds are edited in place.
        var root = self.root
        self.root = ItemOrderNode(id: 0, items: [])
        for position in positions.reversed() {
            Self.remove(at: position, from: &root, edit: &edit)
            while root.height > 0, root.children.count == 1 {
                root = root.children[0]
                edit.orphaned.append(root.id)
            }
        }
        if root.count == 0 {
            self = ItemOrder()
            return
        }
        self.root = root
        _ = apply(edit, rejectingRepeats: false)
    }

    /// Writes what the edit changed to the index; false, with the index unchanged, when a new
    /// identifier is already there and `rejectingRepeats`.
    @inlinable
    mutating func apply(_ edit: ItemOrderEdit<Item>, rejectingRepeats: Bool) -> Bool {
        guard leafOf.update(edit.newItems, values: edit.newItemLeaves, rejectingRepeats: rejectingRepeats) else { return false }
        nextID = edit.nextID
        // Moves before removals, new parents before orphans: within one edit a node or an
        // identifier may move and later go, never the other way round.
        _ = leafOf.update(edit.movedItems, values: edit.movedItemLeaves)
        for item in edit.removedItems { leafOf.removeValue(forKey: item) }
        _ = parentOf.update(edit.reparented, values: edit.parents)
        for node in edit.orphaned { parentOf.removeValue(forKey: node) }
        return true
    }

    /// `count` entries cut into the fewest runs of at most three quarters of `capacity`, as even
    /// as can be. Three quarters, so that a node made full by a bulk insertion is not split by
    /// the next insertion: a split renames the leaf of half its identifiers in the index.
    @inlinable
    static func pieces(_ count: Int, capacity: Int) -> [Range<Int>] {
        let fill = capacity * 3 / 4
        let pieces = (count + fill - 1) / fill
        return (0..<pieces).map { piece in piece * count / pieces..<(piece + 1) * count / pieces }
    }

    /// Puts `items` at `offset` under `node`; the new nodes that follow `node` when it split.
    @inlinable
    static func insert(_ items: [Item], at offset: Int, into node: inout ItemOrderNode<Item>,
                       edit: inout ItemOrderEdit<Item>) -> [ItemOrderNode<Item>] {
        if !isKnownUniquelyReferenced(&node) { node = ItemOrderNode(copying: node) }
        node.count += items.count
        guard node.height > 0 else {
            node.items.insert(contentsOf: items, at: offset)
            let new = offset..<offset + items.count
            guard node.items.count > leafCapacity else {
                edit.place(node.items[new], new: new, inLeaf: node.id)
                return []
            }
            let all = node.items, ranges = pieces(all.count, capacity: leafCapacity)
            node.items = Array(all[ranges[0]])
            node.count = ranges[0].count
            edit.place(all[ranges[0].clamped(to: new)], new: new, inLeaf: node.id)
            return ranges.dropFirst().map { range in
                let leaf = ItemOrderNode(id: edit.newID(), items: Array(all[range]))
                edit.place(all[range], new: new, inLeaf: leaf.id)
                return leaf
            }
        }
        let place = node.child(holding: offset)
        let followers = insert(items, at: place.offset, into: &node.children[place.index], edit: &edit)
        guard !followers.isEmpty else { return [] }
        edit.reparent(followers, to: node.id)
        node.children.insert(contentsOf: followers, at: place.index + 1)
        guard node.children.count > branchCapacity else { return [] }
        let all = node.children, ranges = pieces(all.count, capacity: branchCapacity)
        node.children = Array(all[ranges[0]])
        node.count = node.children.reduce(0) { $0 + $1.count }
        return ranges.dropFirst().map { range in
            let branch = ItemOrderNode(id: edit.newID(), height: node.height, children: Array(all[range]))
            edit.reparent(all[range], to: branch.id)
            return branch
        }
    }

    /// One root over `nodes` (of one height, in order), with as many levels as that takes.
    @inlinable
    static func rooted(_ nodes: [ItemOrderNode<Item>], edit: inout ItemOrderEdit<Item>) -> ItemOrderNode<Item> {
        var level = nodes
        while level.count > 1 {
            let height = level[0].height + 1
            level = pieces(level.count, capacity: branchCapacity).map { range in
                let branch = ItemOrderNode(id: edit.newID(), height: height, children: Array(level[range]))
                edit.reparent(level[range], to: branch.id)
                return branch
            }
        }
        return level[0]
    }

    /// Takes the identifier at `offset` under `node` out, keeping every node below it at least
    /// a quarter full.
    @inlinable
    static func remove(at offset: Int, from node: inout ItemOrderNode<Item>, edit: inout ItemOrderEdit<Item>) {
        if !isKnownUniquelyReferenced(&node) { node = ItemOrderNode(copying: node) }
        node.count -= 1
        guard node.height > 0 else {
            edit.removedItems.append(node.items.remove(at: offset))
            return
        }
        let place = node.child(holding: offset)
        remove(at: place.offset, from: &node.children[place.index], edit: &edit)
        let child = node.children[place.index]
        if child.count == 0 {
            node.children.remove(at: place.index)
            edit.orphaned.append(child.id)
        } else if child.width < minimumWidth(height: child.height), node.children.count > 1 {
            let left = max(place.index - 1, 0)
            join(left, left + 1, in: node, edit: &edit)
        }
    }

    /// Merges two neighbouring children of `parent` into the left one when they fit in one node,
    /// or shares their entries evenly between them when they do not.
    @inlinable
    static func join(_ left: Int, _ right: Int, in parent: ItemOrderNode<Item>, edit: inout ItemOrderEdit<Item>) {
        if !isKnownUniquelyReferenced(&parent.children[left]) { parent.children[left] = ItemOrderNode(copying: parent.children[left]) }
        if !isKnownUniquelyReferenced(&parent.children[right]) { parent.children[right] = ItemOrderNode(copying: parent.children[right]) }
        let a = parent.children[left], b = parent.children[right]
        let capacity = a.height == 0 ? leafCapacity : branchCapacity
        let total = a.width + b.width
        if total <= capacity {
            if a.height == 0 {
                edit.place(b.items[...], new: 0..<0, inLeaf: a.id)
                a.items += b.items
            } else {
                edit.reparent(b.children, to: a.id)
                a.children += b.children
            }
            a.count += b.count
            parent.children.remove(at: right)
            edit.orphaned.append(b.id)
            return
        }
        let target = total / 2
        if a.height == 0 {
            if a.items.count < target {
                let moving = b.items.prefix(target - a.items.count)
                edit.place(moving, new: 0..<0, inLeaf: a.id)
                a.items += moving
                b.items.removeFirst(moving.count)
            } else {
                let moving = a.items.suffix(a.items.count - target)
                edit.place(moving, new: 0..<0, inLeaf: b.id)
                b.items.insert(contentsOf: moving, at: 0)
                a.items.removeLast(moving.count)
            }
            a.count = a.items.count
            b.count = b.items.count
        } else {
            if a.children.count < target {
                let moving = b.children.prefix(target - a.children.count)
                edit.reparent(moving, to: a.id)
                a.children += moving
                b.children.removeFirst(moving.count)
            } else {
                let moving = a.children.suffix(a.children.count - target)
                edit.reparent(moving, to: b.id)
                b.children.insert(contentsOf: moving, at: 0)
                a.children.removeLast(moving.count)
            }
            a.count = a.children.reduce(0) { $0 + $1.count }
            b.count = b.children.reduce(0) { $0 + $1.count }
        }
    }
}
