import Benchmark
import Foundation

/// `xcollection --swift`: the release program from its start to the end of its dump of
/// `Examples/swift/journal.swift`, with the file not yet compiled (an empty cache, so the run
/// compiles it) and compiled (in the cache, so the run only opens it); and the window's start
/// to its first frame from the cache.
enum SwiftFileBenchmarks {
    static var example: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Examples/swift/journal.swift").standardized.path
    }

    static func register() {
        guard FileManager.default.fileExists(atPath: RunningProgram.executable) else {
            print("--swift benchmarks skipped: they need a release build")
            return
        }
        let starts = Benchmark.Configuration(metrics: [.wallClock], timeUnits: .milliseconds, maxDuration: .seconds(30), maxIterations: 10)
        Benchmark("--swift: cold start to the dump, compiling the file", configuration: starts) { benchmark in
            for _ in benchmark.scaledIterations {
                let cache = freshCache()
                defer { try? FileManager.default.removeItem(atPath: cache) }
                benchmark.startMeasurement()
                dump(cache: cache)
                benchmark.stopMeasurement()
            }
        }
        Benchmark("--swift: warm start to the dump, from the cache", configuration: starts) { benchmark in
            let cache = freshCache()
            defer { try? FileManager.default.removeItem(atPath: cache) }
            dump(cache: cache)
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                dump(cache: cache)
                benchmark.stopMeasurement()
            }
        }
        guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else { return }
        Benchmark("window: start to first frame, --swift file from the cache", configuration: starts) { benchmark in
            dump(cache: nil)
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                let program = try RunningProgram(["--swift", example, "--size", WindowBenchmarks.size])
                guard program.wait(for: #""event":"ready""#) else { fatalError("the --swift window never became ready") }
                benchmark.stopMeasurement()
            }
        }
    }

    private static func freshCache() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-bench-cache-\(UUID().uuidString)").path
    }

    /// Runs `--swift example --dump-layout` to its end, with `cache` as XDG_CACHE_HOME (the
    /// user's own cache when nil).
    private static func dump(cache: String?) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: RunningProgram.executable)
        process.arguments = ["--swift", example, "--dump-layout"]
        var environment = ProcessInfo.processInfo.environment
        if let cache { environment["XDG_CACHE_HOME"] = cache }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { fatalError("cannot run \(RunningProgram.executable): \(error)") }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { fatalError("--swift \(example) failed with status \(process.terminationStatus)") }
    }
}
