import Foundation

/// The release `xcollection` running in its window with `--log-events`, for the window
/// benchmarks: its event lines, and its CPU time and peak memory read from /proc.
final class RunningProgram {
    let process = Process()
    private let log: URL
    /// When the process was started, on the monotonic clock the program's `--log-startup` uses.
    private(set) var spawnedAt = 0.0

    static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The phases of the start (`--log-startup`), each as milliseconds since the one before,
    /// the first since the process was started; empty until the startup line is out.
    var startupPhases: [(name: String, milliseconds: Double)] {
        guard let line = lines.first(where: { $0.contains(#""event":"startup""#) }) else { return [] }
        var previous = spawnedAt * 1000
        var phases: [(String, Double)] = []
        for field in line.dropFirst().dropLast().split(separator: ",") {
            let parts = field.split(separator: ":")
            guard parts.count == 2, let value = Double(parts[1]) else { continue }
            let name = parts[0].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            phases.append((name, value - previous))
            previous = value
        }
        return phases
    }

    /// The release build's program, or `XCOLLECTION_BENCH_PROGRAM` when set: another build's
    /// (an older commit's, say) to measure with the same benchmarks on the same day.
    static var executable: String {
        if let other = ProcessInfo.processInfo.environment["XCOLLECTION_BENCH_PROGRAM"], !other.isEmpty { return other }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../.build/release/xcollection").standardized.path
    }

    init(_ arguments: [String]) throws {
        log = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-bench-\(UUID().uuidString).jsonl")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments + ["--log-events"]
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = FileHandle.nullDevice
        // package-benchmark preloads its malloc interposer (a Swift library, with the dynamic
        // Swift runtime) into the benchmark process; the program measured runs as a user runs
        // it, without it.
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "LD_PRELOAD")
        process.environment = environment
        spawnedAt = Self.monotonicSeconds()
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: log)
    }

    var lines: [Substring] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n")
    }

    /// The CPU milliseconds of each frame logged (`--log-frames`) after the first `skipping` lines.
    func frameMilliseconds(after skipping: Int) -> [Double] {
        lines.dropFirst(skipping).compactMap { line -> Double? in
            guard line.contains(#""event":"frame""#), let value = line.split(separator: ":").last?.dropLast() else { return nil }
            return Double(value)
        }
    }

    /// Waits until a line contains `fragment`; false after `timeout` seconds.
    func wait(for fragment: String, timeout: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if lines.contains(where: { $0.contains(fragment) }) { return true }
            usleep(1_000)
        }
        return false
    }

    /// CPU seconds (user + system) of process `pid` so far.
    static func cpuSeconds(pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command name: state is field 3, utime 14 and stime 15 (1-based in proc(5)).
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    var cpuSeconds: Double { Self.cpuSeconds(pid: process.processIdentifier) }

    /// The CPU time of the program's main thread, where its window loop runs, to the
    /// nanosecond (/proc's schedstat), where `cpuSeconds` counts clock ticks of 10 ms.
    var mainThreadCPUSeconds: Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/schedstat", encoding: .utf8),
              let nanoseconds = stat.split(separator: " ").first.flatMap({ Double($0) }) else { return 0 }
        return nanoseconds / 1e9
    }

    /// Peak resident memory in kilobytes (VmHWM).
    var peakResidentKilobytes: Int {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }

    /// Resident memory now in kilobytes (VmRSS).
    var residentKilobytes: Int {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }

    /// The Xvfb the benchmarks run against, as `Tests/with-xvfb` names it.
    static var serverPID: Int32? {
        ProcessInfo.processInfo.environment["XCOLLECTION_XVFB_PID"].flatMap { Int32($0) }
    }
}
