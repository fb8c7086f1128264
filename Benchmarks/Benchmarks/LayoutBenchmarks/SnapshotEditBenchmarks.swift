import Benchmark
import CollectionView
import XCollectionGallery

/// One edit of a snapshot of a million items in ten sections, as the updates example's keys make
/// them, and the diff an apply then runs: the copy and the edit, then the changes from the
/// snapshot it was copied from. Each is printed on its own.
enum SnapshotEditBenchmarks {
    typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

    static let itemCount = 1_000_000

    static func register() {
        let edits: [(String, @Sendable (inout Snapshot, inout SeededGenerator) -> Void)] = [
            ("insertion", { snapshot, random in
                snapshot.insertItems([itemCount + Int.random(in: 0..<itemCount, using: &random)],
                                     beforeItem: Int.random(in: 0..<itemCount, using: &random))
            }),
            ("deletion", { snapshot, random in snapshot.deleteItems([Int.random(in: 0..<itemCount, using: &random)]) }),
            ("move", { snapshot, random in
                let item = Int.random(in: 0..<itemCount, using: &random), anchor = Int.random(in: 0..<itemCount, using: &random)
                if item != anchor { snapshot.moveItem(item, beforeItem: anchor) }
            }),
        ]
        let edit = BenchmarkMetric.custom("edit, copy included (µs)", useScalingFactor: false)
        let diff = BenchmarkMetric.custom("diff (µs)", useScalingFactor: false)
        for (name, change) in edits {
            Benchmark("snapshot: one \(name) at 1000000 items, edit + diff",
                      configuration: .init(metrics: [.wallClock, edit, diff], timeUnits: .microseconds,
                                           maxDuration: .seconds(4), maxIterations: 30)) { (benchmark: Benchmark, old: Snapshot) in
                var random = SeededGenerator(seed: 5)
                for _ in benchmark.scaledIterations {
                    let start = ContinuousClock.now
                    var new = old
                    change(&new, &random)
                    let edited = ContinuousClock.now
                    blackHole(new.changes(from: old))
                    let diffed = ContinuousClock.now
                    benchmark.measurement(edit, microseconds(edited - start))
                    benchmark.measurement(diff, microseconds(diffed - edited))
                }
            } setup: {
                DiffBenchmarks.snapshot(items: itemCount)
            }
        }
    }

    static func microseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000)
    }
}
