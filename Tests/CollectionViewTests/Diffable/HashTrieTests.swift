@testable import CollectionView
import Testing
import TestSupport

/// The snapshot index's hash map against `Dictionary`: random edits, bulk builds and merges,
/// growth, copies, repeats, and keys whose hashes collide.
@Suite struct HashTrieTests {
    /// A key whose hash is chosen by the test, so that keys can share a tag or all of a hash.
    struct CollidingKey: Hashable {
        let id: Int
        let hash: Int
        static func == (a: Self, b: Self) -> Bool { a.id == b.id }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    func expectMatches<Key>(_ trie: HashTrie<Key>, _ model: [Key: UInt32], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(trie.count == model.count, sourceLocation: sourceLocation)
        var seen: [Key: UInt32] = [:], previousTag: UInt64 = 0, ordered = true
        trie.forEach { key, value in
            seen[key] = value
            let tag = HashTrie<Key>.tag(of: key)
            if tag < previousTag { ordered = false }
            previousTag = tag
        }
        #expect(seen == model, sourceLocation: sourceLocation)
        #expect(ordered, "entries out of tag order", sourceLocation: sourceLocation)
        let wrong = model.filter { trie[$0.key] != $0.value }.count
        #expect(wrong == 0, "\(wrong) of \(model.count) lookups wrong", sourceLocation: sourceLocation)
    }

    @Test("random edits match a dictionary, through growth", arguments: [1, 2, 3])
    func randomEditsMatchADictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var trie = HashTrie<Int>(), model: [Int: UInt32] = [:]
        for step in 0..<60_000 {
            let key = Int.random(in: 0..<40_000, using: &random), value = UInt32.random(in: 0...UInt32.max, using: &random)
            if Int.random(in: 0..<4, using: &random) == 0 {
                let removed = trie.removeValue(forKey: key)
                #expect(removed == model.removeValue(forKey: key))
            } else {
                let previous = trie.updateValue(value, forKey: key)
                #expect(previous == model.updateValue(value, forKey: key))
            }
            if step % 20_000 == 0 { expectMatches(trie, model) }
        }
        expectMatches(trie, model)
        // 40,000 keys at most 1,024 a bucket on average: the map grew past one bucket.
        #expect(trie.bucketBits >= 5)
        #expect(trie[-1] == nil)
    }

    @Test("a bulk build and a bulk merge keep the later value of a repeated key")
    func bulkBuildAndMerge() throws {
        let keys = Array(0..<5000) + [17, 4999], values = (0..<5000).map { UInt32($0) } + [1_000_017, 1_004_999]
        var trie = try #require(HashTrie(keys: keys, values: values, rejectingRepeats: false))
        var model = [Int: UInt32](uniqueKeysWithValues: (0..<5000).map { ($0, UInt32($0)) })
        model[17] = 1_000_017
        model[4999] = 1_004_999
        expectMatches(trie, model)
        #expect(trie.bucketBits == HashTrie<Int>.bucketBits(forCount: 5000))
        // More than an eighth of the map at once goes through the merge.
        let more = Array(2500..<9000)
        let merged = trie.update(more, values: more.map { UInt32($0 + 7) })
        #expect(merged)
        for key in more { model[key] = UInt32(key + 7) }
        expectMatches(trie, model)
        #expect(trie.bucketBits == HashTrie<Int>.bucketBits(forCount: 9000))
    }

    @Test("repeats are refused, in the keys and against the map, leaving it as it was")
    func repeatsAreRefused() throws {
        #expect(HashTrie(keys: [1, 2, 3, 2], values: [1, 2, 3, 4], rejectingRepeats: true) == nil)
        var trie = try #require(HashTrie(keys: Array(0..<3000), values: Array(repeating: 9, count: 3000), rejectingRepeats: true))
        let before = trie.root
        let presentInBulk = trie.update(Array(3000..<4000) + [5], values: Array(repeating: 1, count: 1001), rejectingRepeats: true)
        let repeatedOneByOne = trie.update([5000, 5001, 5000], values: [1, 2, 3], rejectingRepeats: true)
        let repeatedInBulk = trie.update(Array(5000..<6000) + [5500], values: Array(repeating: 1, count: 1001), rejectingRepeats: true)
        #expect(!presentInBulk && !repeatedOneByOne && !repeatedInBulk)
        #expect(trie.root === before && trie.count == 3000 && trie[3000] == nil && trie[5000] == nil)
        let added = trie.update(Array(3000..<4000), values: Array(repeating: 1, count: 1000), rejectingRepeats: true)
        #expect(added)
        #expect(trie.count == 4000 && trie[3999] == 1 && trie[2999] == 9)
    }

    @Test("keys sharing a tag, or a whole hash, are told apart by ==")
    func collidingKeys() throws {
        // The same top 32 bits in pairs, and a hundred keys of one hash.
        var keys = (0..<3000).map { CollidingKey(id: $0, hash: $0 / 2) }
        keys += (3000..<3100).map { CollidingKey(id: $0, hash: 42) }
        var model = [CollidingKey: UInt32](uniqueKeysWithValues: keys.map { ($0, UInt32($0.id)) })
        var trie = try #require(HashTrie(keys: keys, values: keys.map { UInt32($0.id) }, rejectingRepeats: true))
        expectMatches(trie, model)
        #expect(HashTrie(keys: keys + [CollidingKey(id: 3050, hash: 42)], values: Array(repeating: 0, count: 3101),
                         rejectingRepeats: true) == nil)
        var random = SplitMix64(seed: 11)
        for _ in 0..<4000 {
            let key = keys[Int.random(in: 0..<keys.count, using: &random)]
            if Bool.random(using: &random) {
                let removed = trie.removeValue(forKey: key)
                #expect(removed == model.removeValue(forKey: key))
            } else {
                let previous = trie.updateValue(7, forKey: key)
                #expect(previous == model.updateValue(7, forKey: key))
            }
        }
        expectMatches(trie, model)
        let updated = trie.update(keys, values: Array(repeating: 3, count: keys.count))
        #expect(updated)
        for key in keys { model[key] = 3 }
        expectMatches(trie, model)
    }

    @Test("a copy keeps its entries while the original is edited, sharing the buckets no edit touched")
    func copiesShareUntouchedBuckets() throws {
        var trie = try #require(HashTrie(keys: Array(0..<100_000), values: Array(repeating: 1, count: 100_000), rejectingRepeats: true))
        let copy = trie
        trie.updateValue(2, forKey: 12)
        trie.removeValue(forKey: 13)
        #expect(copy[12] == 1 && copy[13] == 1 && copy.count == 100_000)
        #expect(trie[12] == 2 && trie[13] == nil && trie.count == 99_999)
        var buckets: [HashTrieNode<Int>] = [], copyBuckets: [HashTrieNode<Int>] = []
        func leaves(_ node: HashTrieNode<Int>, into list: inout [HashTrieNode<Int>]) {
            if node.children.isEmpty { list.append(node) } else { for child in node.children { leaves(child, into: &list) } }
        }
        leaves(trie.root, into: &buckets)
        leaves(copy.root, into: &copyBuckets)
        let shared = zip(buckets, copyBuckets).filter { $0 === $1 }.count
        #expect(buckets.count == 1 << trie.bucketBits)
        #expect(shared >= buckets.count - 2 && shared < buckets.count)
    }
}
