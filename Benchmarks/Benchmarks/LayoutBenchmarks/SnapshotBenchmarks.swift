import Benchmark
import CollectionLayout
import CollectionWindow
import Foundation
import XCollectionGallery

/// `CollectionWindow.snapshot` in process, as a snapshot test takes it: the App Store at
/// 1280x800, the first in a process (connecting, loading the pinned fonts, measuring text
/// cold) and repeated (what every later assertion in a test run costs).
enum SnapshotBenchmarks {
    static func register() {
        guard let example = Gallery.example(named: "appstore") else { fatalError("no appstore example") }
        let size = Size(width: 1280, height: 800)
        // Each benchmark runs in a process of its own, so this one's single run is the first.
        Benchmark("snapshot: appstore 1280x800, the first in a process",
                  configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 0, maxIterations: 1)) { benchmark in
            benchmark.startMeasurement()
            blackHole(try CollectionWindow.snapshot(layout: example.layout, dataSource: example.dataSource, size: size))
            benchmark.stopMeasurement()
        }
        Benchmark("snapshot: appstore on an iPhone 15 (1179x2556 pixels at 3x), repeated",
                  configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxDuration: .seconds(10), maxIterations: 20)) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try CollectionWindow.snapshot(layout: example.layout, dataSource: example.dataSource, device: .iPhone15))
            }
        }
        Benchmark("snapshot: contact sheet of appstore on the seven devices",
                  configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxDuration: .seconds(20), maxIterations: 5)) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try CollectionWindow.contactSheet(layout: example.layout, dataSource: example.dataSource,
                                                            base: LayoutHost(size: size), variants: .devices))
            }
        }
        Benchmark("snapshot: appstore 1280x800, repeated",
                  configuration: .init(metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds,
                                       maxDuration: .seconds(10), maxIterations: 50)) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try CollectionWindow.snapshot(layout: example.layout, dataSource: example.dataSource, size: size))
            }
        }
    }
}
