import Benchmark
import Foundation

/// `--watch`: from a save (renamed into place, as editors save) to its new frame on screen, which
/// the `reloaded` event follows, at 1280x800: of the App Store's layout file, and of
/// `Examples/swift/journal.swift` changed each time (a compile, the trap probe, the load).
enum ReloadBenchmarks {
    static func register() {
        registerLayoutFile()
        guard FileManager.default.fileExists(atPath: RunningProgram.executable) else { return }
        Benchmark("window: --watch, save to new frame, --swift file changed (warm caches)",
                  configuration: .init(metrics: [.custom("save to frame (µs)", useScalingFactor: false)], maxIterations: 1)) { benchmark in
            let text = try String(contentsOfFile: SwiftFileBenchmarks.example, encoding: .utf8)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-bench-watch-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("journal.swift").path
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            let program = try RunningProgram(["--swift", file, "--watch", "--size", WindowBenchmarks.size])
            guard program.wait(for: #""event":"ready""#, timeout: 60) else { fatalError("the watched --swift file never showed") }
            for round in 1...10 {
                try measureSave(of: text + "// edit \(round) \(UUID().uuidString)\n", to: file, in: program, benchmark: benchmark)
            }
        }
    }

    /// Saves `text` at `file` the way editors do and records the time to the `reloaded` event.
    static func measureSave(of text: String, to file: String, in program: RunningProgram, benchmark: Benchmark) throws {
        let before = program.lines.filter { $0.contains(#""event":"reloaded""#) }.count
        let staged = file + ".saving"
        try text.write(toFile: staged, atomically: false, encoding: .utf8)
        let saved = DispatchTime.now().uptimeNanoseconds
        rename(staged, file)
        while program.lines.filter({ $0.contains(#""event":"reloaded""#) }).count == before {
            guard DispatchTime.now().uptimeNanoseconds - saved < 30_000_000_000 else { fatalError("no reload after a save") }
            usleep(200)
        }
        let micros = Int((DispatchTime.now().uptimeNanoseconds - saved) / 1_000)
        benchmark.measurement(.custom("save to frame (µs)", useScalingFactor: false), micros)
        usleep(50_000)
    }

    static func registerLayoutFile() {
        Benchmark("window: --watch, save to new frame, appstore layout file",
                  configuration: .init(metrics: [.custom("save to frame (µs)", useScalingFactor: false)], maxIterations: 1)) { benchmark in
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../../assets/layouts/appstore.json").standardized
            guard let original = try? String(contentsOf: source, encoding: .utf8) else { fatalError("cannot read \(source.path)") }
            // Two versions whose app columns differ in height, so every save changes what is drawn.
            let versions = [original, original.replacingOccurrences(of: "\"absolute(216)\"", with: "\"absolute(222)\"")]
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-bench-watch-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("appstore.json").path
            try versions[0].write(toFile: file, atomically: true, encoding: .utf8)
            let program = try RunningProgram(["--layout", file, "--watch", "--size", WindowBenchmarks.size])
            guard program.wait(for: #""event":"ready""#) else { fatalError("the watched file never showed") }
            for round in 1...40 {
                try measureSave(of: versions[round % 2], to: file, in: program, benchmark: benchmark)
            }
        }
    }
}
