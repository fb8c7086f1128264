import Benchmark
import Foundation
import X11Window

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
        registerPushes()
        registerHostMemory()
    }

    /// `Examples/swift/PhotoGrid`: a grid controller in a navigation controller that pushes a
    /// detail screen when a photo is clicked.
    static var photoGrid: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Examples/swift/PhotoGrid").standardized.path
    }

    /// Ten pushes by a click on a photo and ten pops by Escape, each let run to its end: the
    /// program's CPU for each frame drawn meanwhile, the slides' frames included.
    static func registerPushes() {
        Benchmark("window: PhotoGrid push by a click and pop by Escape at 375x667, program CPU per frame",
                  configuration: .init(metrics: [.custom("program CPU (µs)", useScalingFactor: false)], maxIterations: 1)) { benchmark in
            dump(cache: nil, file: photoGrid)
            let program = try RunningProgram(["--swift", photoGrid, "--assets", photoGrid + "/Assets", "--size", "375x667", "--log-frames"])
            guard program.wait(for: #""event":"ready""#) else { fatalError("PhotoGrid never became ready") }
            let input = try SyntheticInput(display: try Display())
            usleep(300_000)
            let firstFrame = program.lines.count
            for _ in 0..<10 {
                // The fifth photo, under the bar and its large title (as the window test clicks it).
                input.move(x: 187, y: 281); input.flush()
                input.click(button: 1); input.flush()
                usleep(700_000)
                input.key(0xFF1B, press: true); input.key(0xFF1B, press: false); input.flush()
                usleep(700_000)
            }
            let frames = program.frameMilliseconds(after: firstFrame)
            guard frames.count > 40 else { fatalError("the pushes drew \(frames.count) frames: the clicks missed") }
            for ms in frames { benchmark.measurement(.custom("program CPU (µs)", useScalingFactor: false), Int(ms * 1000)) }
        }
    }

    /// The `--swift` host's peak resident memory on the contacts navigation screen.
    static func registerHostMemory() {
        Benchmark("window: peak resident of the --swift host, the contacts navigation screen on an iPhone 15",
                  configuration: .init(metrics: [.custom("peak resident (MB)", useScalingFactor: false)], maxIterations: 3)) { benchmark in
            warmContactsScreen()
            for _ in benchmark.scaledIterations {
                let program = try RunningProgram(contactsScreen + ["--device", "iphone-15"])
                _ = program.wait(for: #""event":"ready""#)
                usleep(300_000)
                benchmark.measurement(.custom("peak resident (MB)", useScalingFactor: false), program.peakResidentKilobytes / 1024)
            }
        }
    }

    /// `Examples/swift/contacts.swift`: a layout file of 600 self-sizing cells of views.
    static var contacts: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Examples/swift/contacts.swift").standardized.path
    }

    /// The same 600 cells in a navigation screen: contacts.swift with `Fixtures/ContactsScreen.swift`.
    static var contactsScreen: [String] {
        ["--swift", contacts, URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fixtures/ContactsScreen.swift").standardized.path]
    }

    static func registerViewCellsStart(configuration: Benchmark.Configuration) {
        Benchmark("window: start to first frame, a navigation screen of 600 cells of views (contacts) on an iPhone 15 at 3x, from the cache",
                  configuration: configuration) { benchmark in
            warmContactsScreen()
            for _ in benchmark.scaledIterations {
                usleep(300_000)
                benchmark.startMeasurement()
                let program = try RunningProgram(contactsScreen + ["--device", "iphone-15"])
                guard program.wait(for: #""event":"ready""#) else { fatalError("the contacts screen never became ready") }
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
        dump(cache: cache, arguments: ["--swift", file, "--dump-layout"])
    }

    /// Compiles `contactsScreen` into the cache, as a first run does.
    private static func warmContactsScreen() {
        dump(cache: nil, arguments: contactsScreen + ["--dump-views"])
    }

    private static func dump(cache: String?, arguments: [String]) {
        let file = arguments.dropFirst().prefix { !$0.hasPrefix("--") }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: RunningProgram.executable)
        process.arguments = arguments
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
