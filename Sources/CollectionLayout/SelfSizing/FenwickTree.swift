/// Prefix sums over `count` values with point updates, both in O(log n): how far measured
/// groups have moved everything after them, without touching the groups in between.
///
/// The tree is sparse: only nodes that a point update reached are stored, so a section of
/// 100 million estimated groups with a screenful measured costs a few hundred entries, not
/// 800 MB of zeros. Every absent node is zero.
struct FenwickTree: Sendable {
    let count: Int
    private var nodes: [Int: Double] = [:]

    init(count: Int) {
        self.count = Swift.max(0, count)
    }

    /// How many nodes hold a value; grows with the updates made, never with `count`.
    var storedNodeCount: Int { nodes.count }

    /// Adds `delta` to value `index`.
    mutating func add(_ delta: Double, at index: Int) {
        guard delta != 0, index >= 0, index < count else { return }
        var i = index + 1
        while i <= count {
            nodes[i, default: 0] += delta
            i += i & -i
        }
    }

    /// The sum of values `0..<end`.
    func prefixSum(_ end: Int) -> Double {
        guard !nodes.isEmpty else { return 0 }
        var sum = 0.0
        var i = Swift.min(end, count)
        while i > 0 {
            sum += nodes[i] ?? 0
            i -= i & -i
        }
        return sum
    }

    var total: Double { prefixSum(count) }
}
