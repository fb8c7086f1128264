import Benchmark
import CollectionView

/// Diffing snapshots of 10k, 100k and 1M items in ten sections: with 1% of the items changed at
/// random (half deleted, a quarter inserted, a quarter moved), and with nothing changed.
enum DiffBenchmarks {
    typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

    static func snapshot(items: Int) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(Array(0..<10))
        for section in 0..<10 {
            snapshot.appendItems(Array(section * items / 10..<(section + 1) * items / 10), toSection: section)
        }
        return snapshot
    }

    /// `old` with `fraction` of its items changed in each section, built in one pass per section.
    static func changed(_ old: Snapshot, fraction: Double, seed: UInt64) -> Snapshot {
        var random = BenchmarkGenerator(seed: seed)
        var new = Snapshot()
        new.appendSections(old.sectionIdentifiers)
        var next = old.numberOfItems
        for section in old.sectionIdentifiers {
            let items = old.itemIdentifiers(inSection: section)
            let edits = Int(Double(items.count) * fraction)
            var taken = Set<Int>()
            while taken.count < edits * 3 / 4 { taken.insert(items[Int(random.next() % UInt64(items.count))]) }
            let moved = Array(taken.prefix(edits / 4))
            let kept = items.filter { !taken.contains($0) }
            var placed = moved.map { (position: Int(random.next() % UInt64(kept.count + 1)), item: $0) }
            for _ in 0..<edits / 4 {
                placed.append((Int(random.next() % UInt64(kept.count + 1)), next))
                next += 1
            }
            placed.sort { $0.position < $1.position }
            var merged: [Int] = []
            merged.reserveCapacity(kept.count + placed.count)
            var cursor = placed.startIndex
            for (position, item) in kept.enumerated() {
                while cursor < placed.endIndex, placed[cursor].position == position { merged.append(placed[cursor].item); cursor += 1 }
                merged.append(item)
            }
            merged.append(contentsOf: placed[cursor...].map(\.item))
            new.appendItems(merged, toSection: section)
        }
        return new
    }

    static func register() {
        let configuration = Benchmark.Configuration(metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds,
                                                    maxDuration: .seconds(4), maxIterations: 50)
        for items in [10_000, 100_000, 1_000_000] {
            Benchmark("snapshot diff, \(items) items, 1% changed", configuration: configuration) { (benchmark: Benchmark, pair: SnapshotPair) in
                for _ in benchmark.scaledIterations { blackHole(pair.new.changes(from: pair.old)) }
            } setup: {
                let old = snapshot(items: items)
                return SnapshotPair(old: old, new: changed(old, fraction: 0.01, seed: 42))
            }
            Benchmark("snapshot diff, \(items) items, equal", configuration: configuration) { (benchmark: Benchmark, pair: SnapshotPair) in
                for _ in benchmark.scaledIterations { blackHole(pair.new.changes(from: pair.old)) }
            } setup: {
                let old = snapshot(items: items)
                return SnapshotPair(old: old, new: old.withFreshStorage())
            }
        }
        Benchmark("snapshot append 1000000 identifiers", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                var snapshot = Snapshot()
                snapshot.appendSections([0])
                snapshot.appendItems(Array(0..<1_000_000))
                blackHole(snapshot)
            }
        }
    }
}

/// The two snapshots a diff benchmark compares.
struct SnapshotPair: Sendable {
    let old: DiffBenchmarks.Snapshot
    let new: DiffBenchmarks.Snapshot
}

/// A seeded generator, so every run diffs the same edits.
struct BenchmarkGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension DiffableDataSourceSnapshot where SectionIdentifierType == Int, ItemIdentifierType == Int {
    /// An equal snapshot built anew, so comparing the two cannot short-cut on shared storage.
    func withFreshStorage() -> Self {
        var copy = Self()
        copy.appendSections(sectionIdentifiers)
        for section in sectionIdentifiers { copy.appendItems(itemIdentifiers(inSection: section), toSection: section) }
        return copy
    }
}
