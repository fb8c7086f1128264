import Benchmark
import Foundation

/// A headless UX check recorded as a video at 3x: the steps of the docs' list check
/// (`docs/ux-scripts.md`, 4.1 s of script; its expectations, written for 375x667, left out)
/// played on an iPhone 15 with `--video`, from the program's start to its end,
/// and the APNG's size. Playing as fast as real time means under 4,133 ms.
enum RecordingBenchmarks {
    static let check = """
    {"steps": [
      {"wheel": {"notches": 5, "at": [187, 400]}},
      {"wait": "settled"},
      {"drag": {"from": [187, 500], "to": [187, 300], "duration": 0.2}},
      {"wait": "settled"},
      {"tap": [187, 300]},
      {"key": "Home"},
      {"wait": "settled"}
    ]}
    """

    static func register() {
        guard FileManager.default.fileExists(atPath: RunningProgram.executable) else { return }
        let metrics: [BenchmarkMetric] = [.wallClock, .custom("APNG (KB)", useScalingFactor: false)]
        Benchmark("ux check: the docs' list check with a 3x video (iPhone 15), start to end",
                  configuration: .init(metrics: metrics, timeUnits: .milliseconds, maxDuration: .seconds(60), maxIterations: 3)) { benchmark in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-bench-video-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = folder.appendingPathComponent("check.json").path, video = folder.appendingPathComponent("run.png").path
            try check.write(toFile: script, atomically: true, encoding: .utf8)
            for _ in benchmark.scaledIterations {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: RunningProgram.executable)
                process.arguments = ["--example", "list", "--device", "iphone-15", "--script", script, "--headless",
                                     "--video", video, "--artifacts", folder.path]
                process.standardOutput = FileHandle.nullDevice
                benchmark.startMeasurement()
                try process.run()
                process.waitUntilExit()
                benchmark.stopMeasurement()
                guard process.terminationStatus == 0 else { fatalError("the recorded check failed (status \(process.terminationStatus))") }
                let bytes = (try FileManager.default.attributesOfItem(atPath: video)[.size] as? Int) ?? 0
                benchmark.measurement(.custom("APNG (KB)", useScalingFactor: false), bytes / 1000)
            }
        }
    }
}
