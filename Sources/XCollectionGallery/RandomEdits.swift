/// Random changes to a list of item identifiers, made in one pass: what the `updates` example's
/// `u` key applies, and what the diff benchmarks compare.
public enum RandomEdits {
    /// `items` with `edits` changes: half deletions, a quarter insertions of new items and a
    /// quarter moves, all at random places.
    public static func applied(to items: [Int], edits: Int, nextItem: inout Int, using random: inout SeededGenerator) -> [Int] {
        guard !items.isEmpty else { return items }
        var taken = Set<Int>()
        for _ in 0..<min(edits * 3 / 4, items.count) { taken.insert(items.randomElement(using: &random)!) }
        let moved = Array(taken.prefix(edits / 4))
        let kept = items.filter { !taken.contains($0) }
        var placed = moved.map { (position: Int.random(in: 0...kept.count, using: &random), item: $0) }
        for _ in 0..<edits / 4 {
            placed.append((Int.random(in: 0...kept.count, using: &random), nextItem))
            nextItem += 1
        }
        placed.sort { $0.position < $1.position }
        var result: [Int] = []
        result.reserveCapacity(kept.count + placed.count)
        var cursor = placed.startIndex
        for (position, item) in kept.enumerated() {
            while cursor < placed.endIndex, placed[cursor].position == position { result.append(placed[cursor].item); cursor += 1 }
            result.append(item)
        }
        result.append(contentsOf: placed[cursor...].map(\.item))
        return result
    }
}
