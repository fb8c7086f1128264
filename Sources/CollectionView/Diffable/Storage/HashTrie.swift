/// A hash map whose copies share everything an edit does not touch: the keys' hashes choose a
/// bucket (a small `Dictionary`) through branches of 64, and an edit copies the one path of
/// branches and the one bucket it changes. Copying is O(1), an edit O(log n) with a bucket of a
/// few hundred entries at the end, a lookup a few array reads and one small dictionary's.
///
/// Buckets rather than a trie down to single entries (as a CHAMP map): filling a map with a
/// million keys costs what filling a `Dictionary` does, since each bucket is one, built in one
/// pass over keys sorted by bucket, where a trie of single entries costs several times that.
/// The bucket count grows with the map (a rebuild when buckets average more than
/// ``averageBucketLimit`` entries), so buckets stay small and the rebuilds cost O(1) amortized.
@usableFromInline
struct HashTrie<Key: Hashable, Value> {
    @usableFromInline var root: HashTrieNode<Key, Value>
    @usableFromInline var count: Int
    /// The number of buckets is `1 << bucketBits`; they are the leaves of a trie of branches of
    /// 64, the root's fanout taking the bits left over.
    @usableFromInline var bucketBits: Int

    /// An empty map.
    @inlinable
    init() {
        root = HashTrieNode()
        count = 0
        bucketBits = 0
    }

    @inlinable static var branchBits: Int { 6 }
    @inlinable static var averageBucketTarget: Int { 128 }
    @inlinable static var averageBucketLimit: Int { 1024 }

    /// The bucket bits that give `count` keys buckets of about ``averageBucketTarget``.
    @inlinable
    static func bucketBits(forCount count: Int) -> Int {
        var bits = 0
        while count >> bits > averageBucketTarget { bits += 1 }
        return bits
    }

    /// How far the root's digit is shifted; below zero when the root is the only bucket.
    @inlinable
    var rootShift: Int { bucketBits == 0 ? -Self.branchBits : (bucketBits - 1) / Self.branchBits * Self.branchBits }

    @inlinable
    func bucket(of key: Key) -> Int { key.hashValue & ((1 << bucketBits) - 1) }

    @inlinable
    subscript(key: Key) -> Value? {
        let bucket = bucket(of: key)
        var node = root, shift = rootShift
        while shift >= 0 {
            node = node.children[(bucket >> shift) & 63]
            shift -= Self.branchBits
        }
        return node.entries[key]
    }

    /// Sets the value of `key`; the value it had, or nil when it is new.
    @inlinable @discardableResult
    mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
        let previous = Self.withBucket(&root, bucket(of: key), shift: rootShift) { $0.updateValue(value, forKey: key) }
        if previous == nil {
            count += 1
            if count > Self.averageBucketLimit << bucketBits { rebuild(adding: [], values: [], rejectingRepeats: false) }
        }
        return previous
    }

    /// Removes `key`; the value it had, or nil when it had none (and nothing was copied).
    @inlinable @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        guard self[key] != nil else { return nil }
        count -= 1
        return Self.withBucket(&root, bucket(of: key), shift: rootShift) { $0.removeValue(forKey: key) }
    }

    /// Sets the values of `keys`, one by one when they are few, in one rebuild when they are
    /// many against the map. With `rejectingRepeats`, false (and the map unchanged) when a key
    /// is already in the map or repeats in `keys`.
    @inlinable
    mutating func update(_ keys: [Key], values: [Value], rejectingRepeats: Bool = false) -> Bool {
        if keys.count > 256 && keys.count > count / 8 {
            return rebuild(adding: keys, values: values, rejectingRepeats: rejectingRepeats)
        }
        guard rejectingRepeats else {
            for index in keys.indices { updateValue(values[index], forKey: keys[index]) }
            return true
        }
        var updated = self
        for index in keys.indices where updated.updateValue(values[index], forKey: keys[index]) != nil { return false }
        self = updated
        return true
    }

    /// Every entry, bucket by bucket.
    @inlinable
    func forEach(_ body: (Key, Value) -> Void) {
        func visit(_ node: HashTrieNode<Key, Value>) {
            for child in node.children { visit(child) }
            for (key, value) in node.entries { body(key, value) }
        }
        visit(root)
    }

    /// The map rebuilt from its entries and `keys` (later entries winning, or refused as repeats),
    /// with buckets sized for the new count.
    @inlinable @discardableResult
    mutating func rebuild(adding keys: [Key], values: [Value], rejectingRepeats: Bool) -> Bool {
        if count == 0 {
            guard let built = Self(keys: keys, values: values, rejectingRepeats: rejectingRepeats) else { return false }
            self = built
            return true
        }
        var allKeys: [Key] = [], allValues: [Value] = []
        allKeys.reserveCapacity(count + keys.count)
        allValues.reserveCapacity(count + keys.count)
        forEach { key, value in
            allKeys.append(key)
            allValues.append(value)
        }
        allKeys.append(contentsOf: keys)
        allValues.append(contentsOf: values)
        guard let rebuilt = Self(keys: allKeys, values: allValues, rejectingRepeats: rejectingRepeats) else { return false }
        self = rebuilt
        return true
    }

    /// A map of `keys` to `values`, built bucket by bucket: the entries are first sorted by
    /// bucket (a counting sort, whose scattered writes go to as many places as there are
    /// buckets, where reading the keys in bucket order would read all over them), so each
    /// bucket's dictionary is filled from one run at its final size. Nil when a key repeats and
    /// `rejectingRepeats`; otherwise the later value wins.
    @inlinable
    init?(keys: [Key], values: [Value], rejectingRepeats: Bool) {
        let bits = Self.bucketBits(forCount: keys.count), mask = (1 << bits) - 1
        let bucketOfKey = keys.map { UInt32(truncatingIfNeeded: $0.hashValue & mask) }
        var starts = [Int](repeating: 0, count: (1 << bits) + 1)
        for bucket in bucketOfKey { starts[Int(bucket) + 1] += 1 }
        for bucket in 0..<(1 << bits) { starts[bucket + 1] += starts[bucket] }
        var next = starts
        let sortedKeys = [Key](unsafeUninitializedCapacity: keys.count) { sortedKeys, initialized in
            for index in keys.indices {
                let bucket = Int(bucketOfKey[index])
                (sortedKeys.baseAddress! + next[bucket]).initialize(to: keys[index])
                next[bucket] += 1
            }
            initialized = keys.count
        }
        next = starts
        let sortedValues = [Value](unsafeUninitializedCapacity: values.count) { sortedValues, initialized in
            for index in values.indices {
                let bucket = Int(bucketOfKey[index])
                (sortedValues.baseAddress! + next[bucket]).initialize(to: values[index])
                next[bucket] += 1
            }
            initialized = values.count
        }
        var level: [HashTrieNode<Key, Value>] = []
        level.reserveCapacity(1 << bits)
        var total = 0
        for bucket in 0..<(1 << bits) {
            var entries = [Key: Value](minimumCapacity: starts[bucket + 1] - starts[bucket])
            for slot in starts[bucket]..<starts[bucket + 1]
            where entries.updateValue(sortedValues[slot], forKey: sortedKeys[slot]) != nil && rejectingRepeats {
                return nil
            }
            total += entries.count
            level.append(HashTrieNode(entries: entries))
        }
        // Consecutive buckets share a branch: bucket b sits at digit b & 63 of its branch, as
        // the lookups read it.
        while level.count > 1 {
            level = stride(from: 0, to: level.count, by: 64).map { start in
                HashTrieNode(children: Array(level[start..<min(start + 64, level.count)]))
            }
        }
        root = level[0]
        count = total
        bucketBits = bits
    }

    /// Runs `body` on the bucket of `bucket`, copying the nodes on the way that others share.
    @inlinable
    static func withBucket<Result>(_ node: inout HashTrieNode<Key, Value>, _ bucket: Int, shift: Int,
                                   _ body: (inout [Key: Value]) -> Result) -> Result {
        if !isKnownUniquelyReferenced(&node) { node = node.copy() }
        guard shift >= 0 else { return body(&node.entries) }
        return withBucket(&node.children[(bucket >> shift) & 63], bucket, shift: shift - branchBits, body)
    }
}

extension HashTrie: Sendable where Key: Sendable, Value: Sendable {}
