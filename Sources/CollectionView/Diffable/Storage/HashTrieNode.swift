/// A node of a ``HashTrie``: a branch of up to 64 children chosen by bits of the hash, or a
/// bucket of entries.
///
/// Unchecked `Sendable`: a node is changed only while one trie holds it (copy-on-write), so a
/// node two snapshots share is never written.
@usableFromInline
final class HashTrieNode<Key: Hashable, Value>: @unchecked Sendable {
    /// A branch's children; empty in a bucket.
    @usableFromInline var children: [HashTrieNode]
    /// A bucket's entries; empty in a branch.
    @usableFromInline var entries: [Key: Value]

    @inlinable
    init(children: [HashTrieNode] = [], entries: [Key: Value] = [:]) {
        self.children = children
        self.entries = entries
    }

    /// The same node, to be changed while the original stays as it is.
    @inlinable
    func copy() -> HashTrieNode {
        HashTrieNode(children: children, entries: entries)
    }
}
