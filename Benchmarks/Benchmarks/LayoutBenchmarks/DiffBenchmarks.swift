import Benchmark
import CollectionView
import XCollectionGallery

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

    /// `old` with `fraction` of its items changed at random in each section (Gallery's `RandomEdits`,
    /// what the updates example's `u` key applies).
    static func changed(_ old: Snapshot, fraction: Double, seed: UInt64) -> Snapshot {
        var random = SeededGenerator(seed: seed)
        var new = Snapshot()
        new.appendSections(old.sectionIdentifiers)
        var next = old.numberOfItems
        for section in old.sectionIdentifiers {
            let items = old.itemIdentifiers(inSection: section)
            new.appendItems(RandomEdits.applied(to: items, edits: Int(Double(items.count) * fraction), nextItem: &next, using: &random),
                            toSection: section)
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

extension DiffableDataSourceSnapshot where SectionIdentifierType == Int, ItemIdentifierType == Int {
    /// An equal snapshot built anew, so comparing the two cannot short-cut on shared storage.
    func withFreshStorage() -> Self {
        var copy = Self()
        copy.appendSections(sectionIdentifiers)
        for section in sectionIdentifiers { copy.appendItems(itemIdentifiers(inSection: section), toSection: section) }
        return copy
    }
}
