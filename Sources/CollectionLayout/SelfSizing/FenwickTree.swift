/// Prefix sums over `count` values with point updates, both in O(log n): how far measured
/// groups have moved everything after them, without touching the groups in between.
struct FenwickTree: Sendable {
    private var tree: [Double]

    init(count: Int) {
        tree = [Double](repeating: 0, count: count + 1)
    }

    var count: Int { tree.count - 1 }

    /// Adds `delta` to value `index`.
    mutating func add(_ delta: Double, at index: Int) {
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of values `0..<end`.
    func prefixSum(_ end: Int) -> Double {
        var sum = 0.0
        var i = Swift.min(end, count)
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    var total: Double { prefixSum(count) }
}
