import CollectionLayout
import Foundation
import Gallery

// Layout benchmarks: prints medians and p99 over repeated runs. Times are not asserted anywhere;
// `make bench` runs this in release mode.

let viewport = Size(width: 375, height: 667)
let clock = ContinuousClock()

/// Median and 99th percentile in microseconds of `body` over `runs` runs.
func measure(runs: Int, _ body: () throws -> Void) rethrows -> (median: Double, p99: Double) {
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
        let elapsed = try clock.measure(body)
        samples.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
    }
    samples.sort()
    return (samples[samples.count / 2], samples[min(samples.count - 1, samples.count * 99 / 100)])
}

func row(_ name: String, _ count: Int, _ result: (median: Double, p99: Double), _ extra: String = "") {
    let countText = count >= 1_000_000 ? "\(count / 1_000_000)M" : count >= 1000 ? "\(count / 1000)k" : "\(count)"
    print(name.padding(toLength: 38, withPad: " ", startingAt: 0)
          + countText.padding(toLength: 7, withPad: " ", startingAt: 0)
          + String(format: "%10.1f µs %10.1f µs  ", result.median, result.p99) + extra)
}

/// The layouts measured, each scaled to `count` items spread over its sections.
let layouts: [(String, @Sendable (Int) throws -> any SolvedCollectionLayout)] = [
    ("list", { try Gallery.listLayout().solve(container: viewport, itemCounts: [$0]) }),
    ("grid", { try Gallery.gridLayout().solve(container: viewport, itemCounts: [$0]) }),
    ("appstore", { try Gallery.appStoreLayout().solve(container: viewport, itemCounts: [6, 12, $0, 1]) }),
    ("flow-simple", { count in
        let document = try LayoutDocument.decode(#"{ "kind": "flow", "sections": [ { "items": \#(count) } ] }"#)
        return try document.solve(container: viewport)
    }),
]

print("xcollection layout benchmarks (\(ProcessInfo.processInfo.activeProcessorCount) cores), 375x667")
print("what".padding(toLength: 38, withPad: " ", startingAt: 0) + "items  " + "    median        p99")
for (name, solve) in layouts {
    for count in [1_000, 100_000, 1_000_000, 100_000_000] {
        let result = try measure(runs: 200) {
            let solved = try solve(count)
            let visible = solved.elements(in: Rect(origin: .zero, size: viewport), offsets: solved.initialOffsets)
            precondition(!visible.isEmpty)
        }
        row("\(name): solve + first screen", count, result)
    }
}

for (name, solve) in layouts {
    let solved = try solve(1_000_000)
    var rng = SystemRandomNumberGenerator()
    let height = solved.contentSize.height
    let result = measure(runs: 2000) {
        let y = Double.random(in: 0...max(0, height - 667), using: &rng)
        let visible = solved.elements(in: Rect(x: 0, y: y, width: 375, height: 667), offsets: ScrollOffsets(main: y, viewportLength: 667))
        precondition(!visible.isEmpty)
    }
    row("\(name): rect query, random offset", 1_000_000, result)
}

for (name, solve) in layouts {
    let solved = try solve(1_000_000)
    var count = 0
    let result = measure(runs: 5) {
        count = 0
        solved.forEachElement(offsets: solved.initialOffsets) { _ in count += 1 }
    }
    let perSecond = Double(count) / (result.median / 1e6)
    row("\(name): enumerate every element", 1_000_000, result, String(format: "%.1f M elements/s", perSecond / 1e6))
}

let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }.map(String.init) ?? "VmHWM: unknown"
print("peak resident memory of this run (all of the above, up to 100M items): " + peak.replacingOccurrences(of: "VmHWM:", with: "").trimmingCharacters(in: .whitespaces))
