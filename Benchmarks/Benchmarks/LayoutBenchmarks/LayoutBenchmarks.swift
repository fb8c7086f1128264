import Benchmark
import CollectionLayout
import CollectionView
import XCollectionGallery

/// The collection view of the seeds: an iPhone 8 in portrait.
let viewport = Size(width: 375, height: 667)

/// The layouts measured, each scaled to `count` items.
let layouts: [(name: String, solve: @Sendable (Int) throws -> any SolvedCollectionLayout)] = [
    ("list", { try Gallery.listLayout().solve(container: viewport, itemCounts: [$0]) }),
    ("grid", { try Gallery.gridLayout().solve(container: viewport, itemCounts: [$0]) }),
    ("appstore", { try Gallery.appStoreLayout().solve(container: viewport, itemCounts: [6, 12, $0, 1]) }),
    ("flow", { try FlowLayout().solve(container: viewport, itemCounts: [$0]) }),
]

let counts = [1_000, 100_000, 1_000_000, 100_000_000]

nonisolated(unsafe) let benchmarks: @Sendable () -> Void = {
    WindowBenchmarks.register()
    SnapshotBenchmarks.register()
    ReloadBenchmarks.register()
    RecordingBenchmarks.register()
    SwiftFileBenchmarks.register()
    DiffBenchmarks.register()
    SnapshotEditBenchmarks.register()
    TextBenchmarks.register()
    CustomLayoutBenchmarks.register()
    SolverBenchmarks.register()
    ViewCellBenchmarks.register()
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .peakMemoryResident], timeUnits: .microseconds,
                                           maxDuration: .seconds(2), maxIterations: 2_000)

    // Solving plus the first screen's rect query: what opening a collection of `count` items costs.
    for layout in layouts {
        for count in counts {
            Benchmark("\(layout.name) solve + first screen, \(count) items") { benchmark in
                for _ in benchmark.scaledIterations {
                    let solved = try layout.solve(count)
                    blackHole(solved.elements(in: Rect(origin: .zero, size: viewport), offsets: solved.initialOffsets))
                }
            }
        }
    }

    // A rect query at a random offset of a solved 1,000,000-item layout: one scrolled frame.
    for layout in layouts {
        Benchmark("\(layout.name) rect query at a random offset, 1000000 items") { benchmark, solved in
            var generator = SystemRandomNumberGenerator()
            let height = solved.contentSize.height
            for _ in benchmark.scaledIterations {
                let y = Double.random(in: 0...max(0, height - viewport.height), using: &generator)
                blackHole(solved.elements(in: Rect(x: 0, y: y, width: viewport.width, height: viewport.height),
                                          offsets: ScrollOffsets(main: y, viewportLength: viewport.height)))
            }
        } setup: {
            try layout.solve(1_000_000)
        }
    }

    // Enumerating every element of a 1,000,000-item layout: 1,000,000 divided by the time is elements per second.
    for layout in layouts.prefix(2) {
        Benchmark("\(layout.name) enumerate every element, 1000000 items",
                  configuration: .init(metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds,
                                       maxDuration: .seconds(5), maxIterations: 20)) { benchmark, solved in
            for _ in benchmark.scaledIterations {
                var count = 0
                solved.forEachElement(offsets: solved.initialOffsets) { _ in count += 1 }
                blackHole(count)
            }
        } setup: {
            try layout.solve(1_000_000)
        }
    }

    // Self-sizing: 10,000 text cells scrolled top to bottom a notch a frame, each frame's
    // measurement (with a fixed-advance measurer) and rect query included.
    Benchmark("self-sizing scroll, 10000 text cells, per frame",
              configuration: .init(metrics: [.custom("time per frame (µs)", useScalingFactor: false)],
                                   maxDuration: .seconds(10), maxIterations: 1)) { benchmark in
        for _ in benchmark.scaledIterations {
            let example = Gallery.example(named: "self-sizing")!
            let data = ContentProviderDataSource(itemCounts: [10_000]) { example.dataSource.content(forItemAt: IndexPath(item: $0.item % 2_000, section: 0)) }
            let screen = try CollectionScreen(layout: example.layout, dataSource: data, size: viewport, measurer: CachedTextMeasurer(AdvanceTable()))
            var now = 0.0
            var frames = 0
            let clock = ContinuousClock()
            while screen.mainOffset < screen.maximumMainOffset {
                let elapsed = clock.measure {
                    screen.scrollWheel(notches: 1, now: now)
                    now += 1
                    screen.step(now: now)
                    screen.measureVisible()
                    blackHole(screen.renderer.visibleElements(offsets: screen.offsets, viewport: viewport))
                }
                benchmark.measurement(.custom("time per frame (µs)", useScalingFactor: false),
                                      Int(elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000))
                frames += 1
            }
            blackHole(frames)
        }
    }
}

/// Text measured as 0.55 of the font size a character: the shape of Xft's work without a display.
final class AdvanceTable: TextMeasuring {
    func advance(of text: Substring, font: FontSpec) -> Double { Double(text.count) * font.size * 0.55 }
    func metrics(of font: FontSpec) -> FontMetrics { FontMetrics(ascent: font.size * 0.93, descent: font.size * 0.24) }
}
