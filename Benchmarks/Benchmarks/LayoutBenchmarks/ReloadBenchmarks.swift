import Benchmark
import Foundation

/// `--watch`: from a save of the App Store's layout file (renamed into place, as editors save)
/// to its new frame on screen, which the `reloaded` event follows, at 1280x800.
enum ReloadBenchmarks {
    static func register() {
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
                let before = program.lines.filter { $0.contains(#""event":"reloaded""#) }.count
                let staged = file + ".saving"
                try versions[round % 2].write(toFile: staged, atomically: false, encoding: .utf8)
                let saved = DispatchTime.now().uptimeNanoseconds
                rename(staged, file)
                while program.lines.filter({ $0.contains(#""event":"reloaded""#) }).count == before {
                    guard DispatchTime.now().uptimeNanoseconds - saved < 5_000_000_000 else { fatalError("no reload after a save") }
                    usleep(200)
                }
                let micros = Int((DispatchTime.now().uptimeNanoseconds - saved) / 1_000)
                benchmark.measurement(.custom("save to frame (µs)", useScalingFactor: false), micros)
                usleep(50_000)
            }
        }
    }
}
