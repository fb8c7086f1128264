import Foundation

/// A peer running in its window: its stdout lines, and its CPU time and peak memory from /proc.
final class PeerProcess {
    let process = Process()
    private let log: URL

    init(_ peer: Peer) throws {
        log = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-peer-\(UUID().uuidString).jsonl")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: peer.executable)
        process.arguments = peer.arguments
        process.environment = ProcessInfo.processInfo.environment.merging(peer.environment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// PEER_LOGS names a folder to keep each run's stdout in, to see what a figure came from.
    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        if let folder = ProcessInfo.processInfo.environment["PEER_LOGS"] {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try? FileManager.default.moveItem(atPath: log.path, toPath: "\(folder)/\(log.lastPathComponent)")
        }
        try? FileManager.default.removeItem(at: log)
    }

    var lines: [Substring] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n")
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

    /// Waits until no line has come for `quiet` seconds, at most `timeout` seconds.
    func waitForQuiet(_ quiet: Double, timeout: Double) {
        let deadline = Date().addingTimeInterval(timeout)
        var count = lines.count, since = Date()
        while Date() < deadline, Date().timeIntervalSince(since) < quiet {
            usleep(20_000)
            let now = lines.count
            if now != count { count = now; since = Date() }
        }
    }

    /// CPU seconds (user + system) of process `pid` so far.
    static func cpuSeconds(pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command name: utime is field 14 and stime 15 (1-based in proc(5)).
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    var cpuSeconds: Double { Self.cpuSeconds(pid: process.processIdentifier) }

    /// Peak resident memory in kilobytes (VmHWM).
    var peakResidentKilobytes: Int {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }

    /// The Xvfb that `Tests/with-xvfb` started.
    static var serverPID: Int32? {
        ProcessInfo.processInfo.environment["XCOLLECTION_XVFB_PID"].flatMap { Int32($0) }
    }

    static var serverCPUSeconds: Double { serverPID.map(cpuSeconds) ?? 0 }
}
