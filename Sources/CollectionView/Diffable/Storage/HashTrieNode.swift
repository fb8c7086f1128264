/// A node of a ``HashTrie``: a branch of up to 64 children chosen by bits of the hash, or a
/// bucket of entries.
///
/// A bucket keeps its keys beside one word per key, the key's *tag* (the top 32 bits of its
/// hash) above its value, sorted by tag. So a bucket has no empty slots (16 bytes an entry for
/// a word-sized key), a lookup is a binary search over the words and one key comparison, and
/// no key is hashed again when buckets are split or merged.
///
/// Unchecked `Sendable`: a node is changed only while one trie holds it (copy-on-write), so a
/// node two snapshots share is never written.
@usableFromInline
final class HashTrieNode<Key: Hashable>: @unchecked Sendable {
    /// A branch's children; empty in a bucket.
    @usableFromInline var children: [HashTrieNode]
    /// A bucket's keys, in the order of `slots`.
    @usableFromInline var keys: [Key]
    /// A bucket's entries: each key's tag in the top 32 bits, its value in the low 32, ascending.
    @usableFromInline var slots: [UInt64]

    @inlinable
    init(children: [HashTrieNode] = [], keys: [Key] = [], slots: [UInt64] = []) {
        self.children = children
        self.keys = keys
        self.slots = slots
    }

    /// The same node, to be changed while the original stays as it is.
    @inlinable
    func copy() -> HashTrieNode {
        HashTrieNode(children: children, keys: keys, slots: slots)
    }

    /// Where `key`, whose tag is `tag`, is in this bucket; or, when it is not, where it goes.
    @inlinable
    func find(_ key: Key, tag: UInt64) -> (index: Int, found: Bool) {
        slots.withUnsafeBufferPointer { slots in
            var low = 0, high = slots.count
            while low < high {
                let middle = (low + high) >> 1
                if slots[middle] < tag { low = middle + 1 } else { high = middle }
            }
            // Keys whose hashes share their top 32 bits sit side by side.
            var index = low
            while index < slots.count, slots[index] & HashTrie<Key>.tagMask == tag {
                if keys[index] == key { return (index, true) }
                index += 1
            }
            return (low, false)
        }
    }
}
