/// Random changes to a list of item identifiers, made in one pass: what the `updates` example's
/// `u` key applies, and what the diff benchmarks compare.
public enum RandomEdits {
    /// `items` with `edits` changes at random places: half of them deletions and a quarter moves,
    /// as far as the items allow (at most half of them are deleted, and only those that stay can
    /// move), and new items inserted for the rest, so a short list still gets `edits` changes.
    /// Each item deleted or moved is a different one.
    public static func applied(to items: [Int], edits: Int, nextItem: inout Int, using random: inout SeededGenerator) -> [Int] {
        let deletions = min(edits / 2, items.count / 2)
        let moves = min(edits / 4, items.count - deletions)
        let insertions = edits - deletions - moves
        var chosen = Array(items.indices)
        // The first deletions + moves places of a partial shuffle: distinct, in O(edits).
        for i in 0..<(deletions + moves) { chosen.swapAt(i, Int.random(in: i..<chosen.count, using: &random)) }
        let deleted = Set(chosen[0..<deletions].map { items[$0] })
        let moved = Set(chosen[deletions..<(deletions + moves)].map { items[$0] })
        let kept = items.filter { !deleted.contains($0) && !moved.contains($0) }
        var placed = moved.map { (position: Int.random(in: 0...kept.count, using: &random), item: $0) }
        for _ in 0..<insertions {
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
