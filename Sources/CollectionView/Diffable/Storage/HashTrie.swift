/// A hash map from keys to 32-bit values whose copies share everything an edit does not touch:
/// the top bits of the keys' hashes choose a bucket through branches of 64, and an edit copies
/// the one path of branches and the one bucket it changes. Copying is O(1), an edit O(log n)
/// with a bucket of a few hundred entries at the end, a lookup a few array reads and a binary
/// search in one bucket.
///
/// Buckets rather than a trie down to single entries (as a CHAMP map): filling a map with a
/// million keys is one sort of their hashes, where a trie of single entries costs several
/// times that. Buckets sorted by hash rather than small hash tables: no empty slots, and since
/// a bucket holds the keys of one range of hashes, in order, splitting buckets as the map
/// grows is cutting runs, with no key hashed again. The bucket count grows with the map (when
/// buckets average more than ``averageBucketLimit`` entries), so buckets stay small and the
/// regrowths cost O(1) amortized.
///
/// Values are 32 bits because the map's users store node ids in them, and half the memory of
/// a map of a million identifiers is its values.
@usableFromInline
struct HashTrie<Key: Hashable> {
    @usableFromInline var root: HashTrieNode<Key>
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
    /// Buckets are chosen by a key's tag, so there can be no more bits of them than a tag has;
    /// 24 already holds two billion keys at the target size.
    @inlinable static var maximumBucketBits: Int { 24 }
    /// The bits of a slot that hold the key's tag.
    @inlinable static var tagMask: UInt64 { 0xFFFF_FFFF_0000_0000 }

    /// `key`'s tag: the top 32 bits of its hash, in place in a slot.
    @inlinable
    static func tag(of key: Key) -> UInt64 { UInt64(UInt(bitPattern: key.hashValue)) & tagMask }

    /// The bucket bits that give `count` keys buckets of about ``averageBucketTarget``.
    @inlinable
    static func bucketBits(forCount count: Int) -> Int {
        var bits = 0
        while count >> bits > averageBucketTarget, bits < maximumBucketBits { bits += 1 }
        return bits
    }

    /// The bucket of a tag (or of a slot holding it) when there are `1 << bits` buckets.
    @inlinable
    static func bucket(of slot: UInt64, bits: Int) -> Int { bits == 0 ? 0 : Int(truncatingIfNeeded: slot >> (64 - bits)) }

    /// How far the root's digit is shifted; below zero when the root is the only bucket.
    @inlinable
    var rootShift: Int { bucketBits == 0 ? -Self.branchBits : (bucketBits - 1) / Self.branchBits * Self.branchBits }

    /// The bucket holding `tag`'s keys.
    @inlinable
    func bucketNode(for tag: UInt64) -> HashTrieNode<Key> {
        let bucket = Self.bucket(of: tag, bits: bucketBits)
        var node = root, shift = rootShift
        while shift >= 0 {
            node = node.children[(bucket >> shift) & 63]
            shift -= Self.branchBits
        }
        return node
    }

    @inlinable
    subscript(key: Key) -> UInt32? {
        let tag = Self.tag(of: key)
        let node = bucketNode(for: tag)
        let place = node.find(key, tag: tag)
        return place.found ? UInt32(truncatingIfNeeded: node.slots[place.index]) : nil
    }

    /// Sets the value of `key`; the value it had, or nil when it is new.
    @inlinable @discardableResult
    mutating func updateValue(_ value: UInt32, forKey key: Key) -> UInt32? {
        let tag = Self.tag(of: key)
        let previous = Self.withBucket(&root, Self.bucket(of: tag, bits: bucketBits), shift: rootShift) { node -> UInt32? in
            let place = node.find(key, tag: tag)
            if place.found {
                defer { node.slots[place.index] = tag | UInt64(value) }
                return UInt32(truncatingIfNeeded: node.slots[place.index])
            }
            node.keys.insert(key, at: place.index)
            node.slots.insert(tag | UInt64(value), at: place.index)
            return nil
        }
        if previous == nil {
            count += 1
            if count > Self.averageBucketLimit << bucketBits, bucketBits < Self.maximumBucketBits { regrow() }
        }
        return previous
    }

    /// Removes `key`; the value it had, or nil when it had none (and nothing was copied).
    @inlinable @discardableResult
    mutating func removeValue(forKey key: Key) -> UInt32? {
        guard self[key] != nil else { return nil }
        count -= 1
        let tag = Self.tag(of: key)
        return Self.withBucket(&root, Self.bucket(of: tag, bits: bucketBits), shift: rootShift) { node in
            let place = node.find(key, tag: tag)
            node.keys.remove(at: place.index)
            return UInt32(truncatingIfNeeded: node.slots.remove(at: place.index))
        }
    }

    /// Sets the values of `keys`, one by one when they are few, bucket by bucket when they are
    /// many against the map: a merge costs a copy of the buckets it touches, where inserting one
    /// by one costs a search and a shift of the bucket for each key, and leaves the buckets'
    /// arrays with room to spare. With `rejectingRepeats`, false (and the map unchanged) when a
    /// key is already in the map or repeats in `keys`.
    @inlinable
    mutating func update(_ keys: [Key], values: [UInt32], rejectingRepeats: Bool = false) -> Bool {
        if keys.count > 64 && keys.count > count / 64 {
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

    /// Every entry, bucket by bucket: in the order of their tags.
    @inlinable
    func forEach(_ body: (Key, UInt32) -> Void) {
        forEachBucket { node in
            for index in node.keys.indices { body(node.keys[index], UInt32(truncatingIfNeeded: node.slots[index])) }
        }
    }

    /// Runs `body` on the bucket of `bucket`, copying the nodes on the way that others share.
    @inlinable
    static func withBucket<Result>(_ node: inout HashTrieNode<Key>, _ bucket: Int, shift: Int,
                                   _ body: (HashTrieNode<Key>) -> Result) -> Result {
        if !isKnownUniquelyReferenced(&node) { node = node.copy() }
        guard shift >= 0 else { return body(node) }
        return withBucket(&node.children[(bucket >> shift) & 63], bucket, shift: shift - branchBits, body)
    }
}

extension HashTrie: Sendable where Key: Sendable {}
