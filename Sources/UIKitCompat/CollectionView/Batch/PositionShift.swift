/// Positions in one list (a section's items, or the sections) through a batch update: the old
/// positions that leave (deleted, or moved elsewhere) and the new positions newcomers take
/// (inserted, or moved here). Whatever stays keeps its order and fills the other positions, as
/// UIKit applies deletions before insertions whatever order the calls came in.
struct PositionShift: Sendable {
    /// Old positions that leave, ascending.
    let removed: [Int]
    /// New positions taken by newcomers, ascending.
    let added: [Int]

    init(removed: some Sequence<Int>, added: some Sequence<Int>) {
        self.removed = Array(Set(removed)).sorted()
        self.added = Array(Set(added)).sorted()
    }

    /// Where an old position that stays is now. O(log r + a).
    func newPosition(ofStaying old: Int) -> Int {
        Self.position(ofRank: old - Self.count(of: removed, below: old), skipping: added)
    }

    /// Where a new position that stayed was before. O(log a + r).
    func oldPosition(ofStaying new: Int) -> Int {
        Self.position(ofRank: new - Self.count(of: added, below: new), skipping: removed)
    }

    /// The `rank`th position (from 0) that is not one of `taken`.
    private static func position(ofRank rank: Int, skipping taken: [Int]) -> Int {
        var position = rank
        for skipped in taken {
            guard skipped <= position else { break }
            position += 1
        }
        return position
    }

    /// How many of `sorted` are less than `value`.
    private static func count(of sorted: [Int], below value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
