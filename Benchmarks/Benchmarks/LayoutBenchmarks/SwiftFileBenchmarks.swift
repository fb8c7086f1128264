import Benchmark
import Foundation

/// `xcollection --swift`: the release program from its start to the end of its dump of
/// `Examples/swift/journal.swift` — the first time on the machine (every cache empty, the
/// compiler's module cache under `$XDG_CACHE_HOME/clang` too), with a text not compiled before
/// (as after each edit), and with the text in the cache; and the window's start to its first
/// frame from the cache.
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
        Benchmark("--swift: first start to the dump, every cache empty", configuration: starts) { benchmark in
            for _ in benchmark.scaledIterations {
                let cache = freshCache()
                defer { try? FileManager.default.removeItem(atPath: cache) }
                benchmark.startMeasurement()
                dump(cache: cache)
                benchmark.stopMeasurement()
            }
        }
        Benchmark("--swift: cold start to the dump, compiling a text not seen before", configuration: starts) { benchmark in
            let cache = freshCache()
            defer { try? FileManager.default.removeItem(atPath: cache) }
            dump(cache: cache)
            let text = (try? String(contentsOfFile: example, encoding: .utf8)) ?? ""
            let edited = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-bench-\(UUID().uuidString).swift").path
            defer { try? FileManager.default.removeItem(atPath: edited) }
            for iteration in benchmark.scaledIterations {
                try text.appending("// edit \(iteration)\n").write(toFile: edited, atomically: true, encoding: .utf8)
                benchmark.startMeasurement()
                dump(cache: cache, file: edited)
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
        registerViewCellsStart(configuration: starts)
    }

    /// `Examples/swift/contacts.swift`: a navigation screen of 600 self-sizing cells of views.
    static var contacts: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Examples/swift/contacts.swift").standardized.path
    }

    static func registerViewCellsStart(configuration: Benchmark.Configuration) {
        Benchmark("window: start to first frame, contacts.swift (600 cells of views) on an iPhone 15 at 3x, from the cache",
                  configuration: configuration) { benchmark in
            dump(cache: nil, file: contacts)
            for _ in benchmark.scaledIterations {
                usleep(300_000)
                benchmark.startMeasurement()
                let program = try RunningProgram(["--swift", contacts, "--device", "iphone-15"])
                guard program.wait(for: #""event":"ready""#) else { fatalError("contacts.swift never became ready") }
                benchmark.stopMeasurement()
            }
        }
    }

    private static func freshCache() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-bench-cache-\(UUID().uuidString)").path
    }

    /// Runs `--swift file --dump-layout` to its end, with `cache` as XDG_CACHE_HOME (the
    /// user's own cache when nil).
    private static func dump(cache: String?, file: String = example) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: RunningProgram.executable)
        process.arguments = ["--swift", file, "--dump-layout"]
        var environment = ProcessInfo.processInfo.environment
        if let cache { environment["XDG_CACHE_HOME"] = cache }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { fatalError("cannot run \(RunningProgram.executable): \(error)") }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { fatalError("--swift \(file) failed with status \(process.terminationStatus)") }
    }
}
