@testable import CollectionView
import Testing
import TestSupport

/// The chunked order and its index under random edits, against plain arrays: every position,
/// lookup and count, the tree's own bookkeeping, and copies edited apart.
@Suite struct SnapshotStorageTests {
    typealias Numbered = SnapshotModel.Numbered

    /// Every question the snapshot answers, against the model.
    func expectMatches(_ snapshot: Numbered, _ model: SnapshotModel, sourceLocation: SourceLocation = #_sourceLocation) {
        let all = model.allItems
        #expect(snapshot.sectionIdentifiers == model.sections, sourceLocation: sourceLocation)
        #expect(snapshot.itemIdentifiers == all, sourceLocation: sourceLocation)
        #expect(snapshot.numberOfItems == all.count, sourceLocation: sourceLocation)
        for (section, items) in zip(model.sections, model.items) {
            #expect(snapshot.numberOfItems(inSection: section) == items.count, sourceLocation: sourceLocation)
            #expect(snapshot.itemIdentifiers(inSection: section) == items, sourceLocation: sourceLocation)
        }
        var mismatches = 0
        for (index, item) in all.enumerated() where snapshot.indexOfItem(item) != index || snapshot.items[index] != item {
            mismatches += 1
        }
        #expect(mismatches == 0, "positions or lookups wrong for \(mismatches) of \(all.count) items", sourceLocation: sourceLocation)
        if let section = model.items.indices.last(where: { !model.items[$0].isEmpty }) {
            let item = model.items[section].count - 1
            #expect(snapshot.indexPath(ofItem: model.items[section][item]) == IndexPath(item: item, section: section),
                    sourceLocation: sourceLocation)
            #expect(snapshot.itemIdentifier(at: IndexPath(item: item, section: section)) == model.items[section][item],
                    sourceLocation: sourceLocation)
        }
        #expect(snapshot.indexOfItem(-1) == nil, sourceLocation: sourceLocation)
        #expect(snapshot.indexOfItem(model.nextItem) == nil, sourceLocation: sourceLocation)
        expectSound(snapshot.items, sourceLocation: sourceLocation)
    }

    /// The tree's bookkeeping: counts add up, nodes are within their capacity and (but for the
    /// root) at least a quarter full, leaves are at one depth, ids are unique, and the index
    /// names each identifier's leaf and each node's parent, with nothing more.
    func expectSound(_ order: ItemOrder<Int>, sourceLocation: SourceLocation = #_sourceLocation) {
        var problems: [String] = [], ids = Set<UInt32>(), nodes = 0
        func visit(_ node: ItemOrderNode<Int>, parent: UInt32?) {
            nodes += 1
            if !ids.insert(node.id).inserted { problems.append("id \(node.id) twice") }
            if let parent, order.parentOf[node.id] != parent { problems.append("parent of \(node.id)") }
            if parent == nil, order.parentOf[node.id] != nil { problems.append("the root has a parent") }
            let capacity = node.height == 0 ? ItemOrder<Int>.leafCapacity : ItemOrder<Int>.branchCapacity
            if node.width > capacity { problems.append("node \(node.id) over capacity") }
            if parent != nil, node.width < ItemOrder<Int>.minimumWidth(height: node.height) { problems.append("node \(node.id) underfull") }
            if node.height == 0 {
                if node.count != node.items.count { problems.append("leaf \(node.id) count") }
                for item in node.items where order.leafOf[item] != node.id { problems.append("leaf of \(item)") }
            } else {
                if node.count != node.children.reduce(0, { $0 + $1.count }) { problems.append("branch \(node.id) count") }
                for child in node.children {
                    if child.height != node.height - 1 { problems.append("child of \(node.id) at height \(child.height)") }
                    visit(child, parent: node.id)
                }
            }
        }
        visit(order.root, parent: nil)
        if order.leafOf.count != order.count { problems.append("index holds \(order.leafOf.count) for \(order.count) items") }
        if order.parentOf.count != nodes - 1 { problems.append("parents for \(order.parentOf.count) of \(nodes - 1) nodes") }
        #expect(problems.isEmpty, "\(problems.prefix(5))", sourceLocation: sourceLocation)
    }

    @Test("random edits match arrays", arguments: [1, 2, 3, 4])
    func randomEditsMatchArrays(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var model = SnapshotModel(), snapshot = Numbered()
        model.sections = [0, 1, 2]
        model.items = [Array(0..<5000), Array(5000..<12_000), []]
        model.nextItem = 12_000
        model.nextSection = 3
        snapshot.appendSections([0, 1, 2])
        snapshot.appendItems(Array(0..<5000), toSection: 0)
        snapshot.appendItems(Array(5000..<12_000), toSection: 1)
        #expect(snapshot.items.root.height == 2)
        expectMatches(snapshot, model)
        for step in 0..<300 {
            model.edit(&snapshot, using: &random)
            if step % 30 == 0 { expectMatches(snapshot, model) }
        }
        expectMatches(snapshot, model)
    }

    @Test("copies edited apart keep their own contents") func copiesEditedApartKeepTheirOwnContents() {
        var random = SplitMix64(seed: 7)
        var model = SnapshotModel(), snapshot = Numbered()
        model.sections = [0, 1]
        model.items = [Array(0..<5000), Array(5000..<10_000)]
        model.nextItem = 10_000
        model.nextSection = 2
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<5000), toSection: 0)
        snapshot.appendItems(Array(5000..<10_000), toSection: 1)
        var copies: [(Numbered, SnapshotModel)] = []
        for step in 0..<200 {
            if step % 20 == 0 { copies.append((snapshot, model)) }
            model.edit(&snapshot, using: &random)
        }
        // Each copy goes its own way too; none sees the others' edits.
        for index in copies.indices {
            var (copy, copyModel) = copies[index]
            copyModel.nextItem = 100_000 * (index + 1)
            for _ in 0..<40 { copyModel.edit(&copy, using: &random) }
            copies[index] = (copy, copyModel)
        }
        expectMatches(snapshot, model)
        for (copy, copyModel) in copies { expectMatches(copy, copyModel) }
    }

    @Test("chunks split and merge at their boundaries") func chunksSplitAndMergeAtTheirBoundaries() {
        let leaf = ItemOrder<Int>.leafCapacity
        var snapshot = Numbered()
        snapshot.appendSections([0])
        // One full leaf, then one more item splits it; deleting back merges.
        snapshot.appendItems(Array(0..<leaf))
        #expect(snapshot.items.root.height == 0)
        snapshot.insertItems([-2], beforeItem: leaf / 2)
        #expect(snapshot.items.root.height == 1 && snapshot.items.root.children.count == 2)
        expectSound(snapshot.items)
        snapshot.deleteItems(Array(0..<leaf / 2))
        #expect(snapshot.items.root.height == 0)
        #expect(snapshot.itemIdentifiers == [-2] + Array(leaf / 2..<leaf))
        expectSound(snapshot.items)
        // Enough to need three levels, then deleted down to a few, one by one.
        let many = leaf * ItemOrder<Int>.branchCapacity * 2
        var model = Array(0..<many)
        snapshot = Numbered()
        snapshot.appendSections([0])
        snapshot.appendItems(model)
        #expect(snapshot.items.root.height == 2)
        var random = SplitMix64(seed: 3)
        while model.count > 10 {
            let index = Int.random(in: 0..<model.count, using: &random)
            snapshot.deleteItems([model.remove(at: index)])
            if model.count % 500 == 0 {
                #expect(snapshot.itemIdentifiers == model)
                expectSound(snapshot.items)
            }
        }
        #expect(snapshot.itemIdentifiers == model)
        #expect(snapshot.items.root.height == 0)
        expectSound(snapshot.items)
        // Inserted at one place until it splits up to a new root.
        let inserted = leaf * (ItemOrder<Int>.branchCapacity + 2)
        for round in 0..<inserted { snapshot.insertItems([many + round], afterItem: model[4]) }
        #expect(snapshot.items.root.height == 2)
        #expect(snapshot.itemIdentifiers == Array(model[...4]) + (many..<many + inserted).reversed() + Array(model[5...]))
        expectSound(snapshot.items)
    }

    @Test("a repeated or present identifier leaves the order as it was") func aRepeatedOrPresentIdentifierLeavesTheOrderAsItWas() {
        var order = ItemOrder<Int>()
        let filled = order.insert(Array(0..<1000), at: 0)
        #expect(filled)
        let before = order
        let repeating = order.insert([5000, 5001, 5000], at: 10), present = order.insert(Array(2000..<3000) + [17], at: 1000)
        #expect(!repeating && !present)
        #expect(order == before && order.root === before.root)
        #expect(order.elements == Array(0..<1000))
        expectSound(order)
    }

    @Test("an order whose node ids run out is renumbered, keeping its items") func anOrderWhoseIdsRunOutIsRenumbered() {
        var order = ItemOrder<Int>()
        _ = order.insert(Array(0..<5000), at: 0)
        order.nextID = UInt32.max - 100
        let inserted = order.insert(Array(5000..<5600), at: 2500)
        #expect(inserted)
        #expect(order.nextID < 100)
        #expect(order.elements == Array(0..<2500) + Array(5000..<5600) + Array(2500..<5000))
        #expect(order.index(of: 5599) == 3099)
        expectSound(order)
    }
}
