/// Changing a trie at once: building it from many keys, adding many keys to it, and splitting
/// its buckets as it grows. None of these hashes a key that is already in the map, and none
/// holds a second copy of the whole map: buckets are split or merged one at a time.
extension HashTrie {
    /// A map of `keys` to `values`; nil when a key repeats and `rejectingRepeats`, otherwise the
    /// later value wins.
    @inlinable
    init?(keys: [Key], values: [UInt32], rejectingRepeats: Bool) {
        guard let entries = HashTrieEntries(keys: keys, values: values, rejectingRepeats: rejectingRepeats) else { return nil }
        self.init(entries)
    }

    /// A map of `entries`, cut into buckets of about ``averageBucketTarget``.
    @inlinable
    init(_ entries: HashTrieEntries<Key>) {
        let bits = Self.bucketBits(forCount: entries.count)
        var buckets: [HashTrieNode<Key>] = []
        buckets.reserveCapacity(1 << bits)
        Self.cut(entries.keys[...], entries.slots[...], firstBucket: 0, buckets: 1 << bits, bits: bits, into: &buckets)
        root = Self.branches(over: buckets)
        count = entries.count
        bucketBits = bits
    }

    /// Appends the buckets `firstBucket..<firstBucket + buckets` of `1 << bits`, cut from a run of
    /// entries sorted by tag that holds theirs and no others.
    @inlinable
    static func cut(_ keys: ArraySlice<Key>, _ slots: ArraySlice<UInt64>, firstBucket: Int, buckets: Int, bits: Int,
                    into nodes: inout [HashTrieNode<Key>]) {
        var start = slots.startIndex
        for bucket in firstBucket..<firstBucket + buckets {
            var end = start
            while end < slots.endIndex, Self.bucket(of: slots[end], bits: bits) == bucket { end += 1 }
            nodes.append(HashTrieNode(keys: Array(keys[start..<end]), slots: Array(slots[start..<end])))
            start = end
        }
    }

    /// The trie over `buckets`, in order. Consecutive buckets share a branch: bucket b sits at
    /// digit b & 63 of its branch, as the lookups read it.
    @inlinable
    static func branches(over buckets: [HashTrieNode<Key>]) -> HashTrieNode<Key> {
        var level = buckets
        while level.count > 1 {
            level = stride(from: 0, to: level.count, by: 64).map { start in
                HashTrieNode(children: Array(level[start..<min(start + 64, level.count)]))
            }
        }
        return level[0]
    }

    /// Runs `body` on every bucket, in order.
    @inlinable
    func forEachBucket(_ body: (HashTrieNode<Key>) -> Void) {
        func visit(_ node: HashTrieNode<Key>) {
            if node.children.isEmpty { body(node) } else { for child in node.children { visit(child) } }
        }
        visit(root)
    }

    /// The map again with buckets for its count.
    @inlinable
    mutating func regrow() {
        split(toBits: Self.bucketBits(forCount: count))
    }

    /// Splits each bucket into the `1 << (bits - bucketBits)` that hold its range of tags: cutting
    /// its run, hashing nothing. Each old bucket is let go once it is cut, so that one only this
    /// map holds is freed before the next is copied.
    @inlinable
    mutating func split(toBits bits: Int) {
        guard bits > bucketBits else { return }
        var old: [HashTrieNode<Key>] = []
        old.reserveCapacity(1 << bucketBits)
        forEachBucket { old.append($0) }
        root = HashTrieNode()
        let placeholder = root, ways = 1 << (bits - bucketBits)
        var buckets: [HashTrieNode<Key>] = []
        buckets.reserveCapacity(1 << bits)
        for index in old.indices {
            let node = old[index]
            old[index] = placeholder
            Self.cut(node.keys[...], node.slots[...], firstBucket: index * ways, buckets: ways, bits: bits, into: &buckets)
        }
        root = Self.branches(over: buckets)
        bucketBits = bits
    }

    /// Whether one of `entries`' keys is in the map.
    @inlinable
    func containsAny(of entries: HashTrieEntries<Key>) -> Bool {
        entries.keys.indices.contains { index in
            let tag = entries.slots[index] & Self.tagMask
            return bucketNode(for: tag).find(entries.keys[index], tag: tag).found
        }
    }

    /// Adds `keys` with `values` (later entries winning, or refused as repeats) bucket by bucket:
    /// the new keys sorted by tag, the buckets split for the new count, and each bucket's run
    /// merged with the new keys of its range.
    @inlinable @discardableResult
    mutating func rebuild(adding keys: [Key], values: [UInt32], rejectingRepeats: Bool) -> Bool {
        guard let new = HashTrieEntries(keys: keys, values: values, rejectingRepeats: rejectingRepeats) else { return false }
        if count == 0 {
            self = Self(new)
            return true
        }
        if rejectingRepeats, containsAny(of: new) { return false }
        split(toBits: Self.bucketBits(forCount: count + new.count))
        var start = 0
        while start < new.count {
            let bucket = Self.bucket(of: new.slots[start], bits: bucketBits)
            var end = start + 1
            while end < new.count, Self.bucket(of: new.slots[end], bits: bucketBits) == bucket { end += 1 }
            count += Self.withBucket(&root, bucket, shift: rootShift) { node in
                // Repeats were refused above, so the merge keeps the new value of a key in both.
                let merged = HashTrieEntries.merging(node.keys[...], node.slots[...], new.keys[start..<end], new.slots[start..<end])
                defer {
                    node.keys = merged.keys
                    node.slots = merged.slots
                }
                return merged.count - node.keys.count
            }
            start = end
        }
        return true
    }
}
