/// A dictionary that holds at most `capacity` entries, evicting the oldest insertion first.
///
/// First-in-first-out rather than LRU: the caches here hold colours, corner shapes and strings
/// that a frame reuses many times, so recency bookkeeping on every hit would cost more than the
/// rare re-creation of an evicted entry.
struct BoundedCache<Key: Hashable, Value> {
    let capacity: Int
    private var storage: [Key: Value] = [:]
    /// Keys in insertion order, used as a ring once full; `next` is the oldest slot.
    private var ring: [Key] = []
    private var next = 0

    init(capacity: Int) {
        precondition(capacity > 0, "BoundedCache needs room for at least one entry")
        self.capacity = capacity
    }

    var count: Int { storage.count }

    subscript(key: Key) -> Value? { storage[key] }

    /// Stores `value`; returns the value it displaced (the old value for `key`, or the oldest
    /// entry when full) so the caller can release what it owns.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key) -> Value? {
        if let old = storage.updateValue(value, forKey: key) {
            return old
        }
        if ring.count < capacity {
            ring.append(key)
            return nil
        }
        let oldest = ring[next]
        ring[next] = key
        next = (next + 1) % capacity
        return storage.removeValue(forKey: oldest)
    }

    /// Empties the cache, returning every value so the caller can release them.
    mutating func removeAll() -> [Value] {
        let values = Array(storage.values)
        storage.removeAll()
        ring.removeAll()
        next = 0
        return values
    }
}
