import Foundation

/// The built `xcollection` running in its window with `--log-events`; its standard output goes
/// to a file the test polls (reading a pipe from the test runner can stall), and it is killed
/// when the test lets go of it.
public final class RunningProgram {
    private let process = Process()
    private let logURL: URL
    private let errorURL: URL
    private var consumed = 0

    /// Starts the program with `arguments` on `display`, with `environment` added to the test's own.
    public init(_ arguments: [String], display: String, environment: [String: String] = [:]) throws {
        logURL = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-events-\(UUID().uuidString).jsonl")
        errorURL = logURL.appendingPathExtension("stderr")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        process.executableURL = ProgramRunner.executable
        process.arguments = arguments + ["--log-events"]
        process.environment = TestDisplay.environment(display: display).merging(environment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: logURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
    }

    deinit {
        // The test runner's children may ignore SIGTERM; SIGKILL always ends them.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: logURL)
        try? FileManager.default.removeItem(at: errorURL)
    }

    /// What the program wrote on standard error, for failure messages.
    public var errors: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

    public var isRunning: Bool { process.isRunning }
    public var exitStatus: Int32 { process.terminationStatus }

    /// Every event line written so far.
    public var lines: [String] {
        let text = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// Waits for the first event line after the ones already taken that contains `fragment`,
    /// and returns it; nil after `timeout` seconds.
    public func next(containing fragment: String, timeout: Double = 10) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let all = lines
            if let found = all.indices.dropFirst(consumed).first(where: { all[$0].contains(fragment) }) {
                consumed = found + 1
                return all[found]
            }
            usleep(10_000)
        }
        return nil
    }

    /// Waits for the program to end by itself.
    public func waitForExit(timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        return !process.isRunning
    }
}
