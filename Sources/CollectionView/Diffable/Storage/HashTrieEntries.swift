/// Entries of a ``HashTrie`` as one run sorted by tag, without repeated keys: what a trie's
/// buckets are cut from when it is built, merged with many new keys, or regrown.
@usableFromInline
struct HashTrieEntries<Key: Hashable> {
    @usableFromInline var keys: [Key]
    /// Each key's tag above its value, as in a bucket; ascending by tag.
    @usableFromInline var slots: [UInt64]

    @inlinable
    init(keys: [Key], slots: [UInt64]) {
        self.keys = keys
        self.slots = slots
    }

    @inlinable
    var count: Int { keys.count }

    /// `keys` with `values`, sorted by tag: each key hashed once. A key that repeats keeps its
    /// last value, or, with `rejectingRepeats`, makes the whole nil.
    ///
    /// What is sorted is one word per key, its tag above its index in `keys`, so ties keep the
    /// keys' order. The sort is a counting pass by bucket (the tags' top bits), then, within each
    /// bucket's run, which fits in the cache, a counting pass by the next 8 bits and an
    /// insertion sort that mends the few keys left out of order: O(n) for hashes, which are
    /// evenly spread.
    @inlinable
    init?(keys: [Key], values: [UInt32], rejectingRepeats: Bool) {
        let count = keys.count
        precondition(count < Int(UInt32.max), "a hash trie holds fewer than 2^32 keys")
        let mask = HashTrie<Key>.tagMask
        var order = [UInt64](unsafeUninitializedCapacity: count) { order, initialized in
            for index in 0..<count {
                (order.baseAddress! + index).initialize(to: HashTrie<Key>.tag(of: keys[index]) | UInt64(index))
            }
            initialized = count
        }
        Self.sortByTag(&order)
        // Equal keys have equal tags, so repeats are within runs of one tag; the sort kept each
        // run in the keys' order, so the last of equal keys is the one that stays.
        var dropped = 0, start = 0
        while start < count {
            var end = start + 1
            while end < count, order[end] & mask == order[start] & mask { end += 1 }
            if end - start > 1 {
                for first in start..<end - 1 {
                    let key = keys[Self.index(in: order[first])]
                    guard (first + 1..<end).contains(where: { keys[Self.index(in: order[$0])] == key }) else { continue }
                    if rejectingRepeats { return nil }
                    order[first] = UInt64.max
                    dropped += 1
                }
            }
            start = end
        }
        let kept = count - dropped
        var next = 0
        self.keys = [Key](unsafeUninitializedCapacity: kept) { sortedKeys, initialized in
            for entry in order where entry != UInt64.max {
                (sortedKeys.baseAddress! + next).initialize(to: keys[Self.index(in: entry)])
                next += 1
            }
            initialized = kept
        }
        next = 0
        self.slots = [UInt64](unsafeUninitializedCapacity: kept) { slots, initialized in
            for entry in order where entry != UInt64.max {
                (slots.baseAddress! + next).initialize(to: entry & mask | UInt64(values[Self.index(in: entry)]))
                next += 1
            }
            initialized = kept
        }
    }

    /// The index in a word of a tag above an index.
    @inlinable
    static func index(in entry: UInt64) -> Int { Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: entry)) }

    /// Sorts words of a tag above an index, by tag and then index.
    @inlinable
    static func sortByTag(_ order: inout [UInt64]) {
        let count = order.count
        guard count > 1 else { return }
        let bits = HashTrie<Key>.bucketBits(forCount: count)
        var sorted = [UInt64](unsafeUninitializedCapacity: count) { sorted, initialized in
            var starts = [Int](repeating: 0, count: (1 << bits) + 1)
            order.withUnsafeBufferPointer { order in
                for entry in order { starts[HashTrie<Key>.bucket(of: entry, bits: bits) + 1] += 1 }
                for bucket in 0..<(1 << bits) { starts[bucket + 1] += starts[bucket] }
                var next = starts
                next.withUnsafeMutableBufferPointer { next in
                    for entry in order {
                        let bucket = HashTrie<Key>.bucket(of: entry, bits: bits)
                        (sorted.baseAddress! + next[bucket]).initialize(to: entry)
                        next[bucket] += 1
                    }
                }
            }
            initialized = count
            // Each bucket's run, by the 8 bits below the bucket's, through `order` as scratch.
            order.withUnsafeMutableBufferPointer { scratch in
                var counts = [Int](repeating: 0, count: 257)
                counts.withUnsafeMutableBufferPointer { counts in
                    for bucket in 0..<(1 << bits) {
                        let run = starts[bucket]..<starts[bucket + 1]
                        guard run.count > 1 else { continue }
                        let shift = 56 - bits
                        for digit in 0...256 { counts[digit] = 0 }
                        for index in run { counts[Int(truncatingIfNeeded: (sorted[index] >> shift) & 0xFF) + 1] += 1 }
                        for digit in 0..<256 { counts[digit + 1] += counts[digit] }
                        for index in run {
                            let digit = Int(truncatingIfNeeded: (sorted[index] >> shift) & 0xFF)
                            scratch[run.lowerBound + counts[digit]] = sorted[index]
                            counts[digit] += 1
                        }
                        for index in run.dropFirst() {
                            let entry = scratch[index]
                            var hole = index
                            while hole > run.lowerBound, scratch[hole - 1] > entry {
                                scratch[hole] = scratch[hole - 1]
                                hole -= 1
                            }
                            scratch[hole] = entry
                        }
                        for index in run { sorted[index] = scratch[index] }
                    }
                }
            }
        }
        swap(&order, &sorted)
    }

    /// Two runs sorted by tag as one; where a key is in both, `new`'s entry wins.
    @inlinable
    static func merging(_ oldKeys: ArraySlice<Key>, _ oldSlots: ArraySlice<UInt64>,
                        _ newKeys: ArraySlice<Key>, _ newSlots: ArraySlice<UInt64>) -> Self {
        let mask = HashTrie<Key>.tagMask
        var keys: [Key] = [], slots: [UInt64] = []
        keys.reserveCapacity(oldKeys.count + newKeys.count)
        slots.reserveCapacity(oldKeys.count + newKeys.count)
        var oldIndex = oldSlots.startIndex, newIndex = newSlots.startIndex
        while oldIndex < oldSlots.endIndex || newIndex < newSlots.endIndex {
            let oldTag = oldIndex < oldSlots.endIndex ? oldSlots[oldIndex] & mask : nil
            let newTag = newIndex < newSlots.endIndex ? newSlots[newIndex] & mask : nil
            if let oldTag, newTag.map({ oldTag < $0 }) ?? true {
                keys.append(oldKeys[oldIndex])
                slots.append(oldSlots[oldIndex])
                oldIndex += 1
                continue
            }
            guard let newTag, let oldTag, oldTag == newTag else {
                keys.append(newKeys[newIndex])
                slots.append(newSlots[newIndex])
                newIndex += 1
                continue
            }
            // The keys of one tag on both sides: compared pairwise (they are one or two).
            var oldEnd = oldIndex, newEnd = newIndex
            while oldEnd < oldSlots.endIndex, oldSlots[oldEnd] & mask == oldTag { oldEnd += 1 }
            while newEnd < newSlots.endIndex, newSlots[newEnd] & mask == newTag { newEnd += 1 }
            var taken = [Bool](repeating: false, count: newEnd - newIndex)
            for index in oldIndex..<oldEnd {
                if let match = (newIndex..<newEnd).first(where: { newKeys[$0] == oldKeys[index] }) {
                    taken[match - newIndex] = true
                    keys.append(newKeys[match])
                    slots.append(newSlots[match])
                } else {
                    keys.append(oldKeys[index])
                    slots.append(oldSlots[index])
                }
            }
            for index in newIndex..<newEnd where !taken[index - newIndex] {
                keys.append(newKeys[index])
                slots.append(newSlots[index])
            }
            oldIndex = oldEnd
            newIndex = newEnd
        }
        return Self(keys: keys, slots: slots)
    }
}

extension HashTrieEntries: Sendable where Key: Sendable {}
