import Foundation

/// Runs the built `xcollection`, found the way swift-argument-parser's example tests find
/// theirs: in the products folder beside the test bundle. `swift build` (or `make test`) builds
/// it first; the tests do not depend on the executable target.
public enum ProgramRunner {
    /// What a run to its end printed, and how it ended.
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String

        public init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }
    }

    /// The built program.
    public static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("xcollection")
    }

    /// The environment without a display, as on a headless machine.
    public static var headless: [String: String] {
        ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" }
    }

    /// Runs the program with `arguments` to its end; by default without a display, with `input`
    /// (or nothing) on standard input, in the tests' own folder unless `workingDirectory` says
    /// another. Output goes through files, so a large dump cannot fill a pipe and stall the child.
    public static func run(_ arguments: [String], environment: [String: String]? = nil, input: String? = nil,
                           workingDirectory: String? = nil) throws -> Output {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ProgramNotBuilt(path: executable.path)
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out"), err = directory.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment ?? headless
        if let workingDirectory { process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory) }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        let stdin = directory.appendingPathComponent("in")
        _ = FileManager.default.createFile(atPath: stdin.path, contents: Data((input ?? "").utf8))
        process.standardInput = try FileHandle(forReadingFrom: stdin)
        try process.run()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }

    /// Runs another program (a checker the tests bring, as `Tests/apng-check`) to its end, its
    /// output read whole: for tools whose output is a line or two.
    public static func runTool(_ executable: String, _ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Writes `text` to a fresh temporary file and returns its path.
    public static func temporaryFile(_ text: String, name: String = "layout.json") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

/// The program the command-line tests run has not been built.
public struct ProgramNotBuilt: Error, CustomStringConvertible {
    public let path: String
    public var description: String { "\(path) is not built: run `swift build` (or `make test`) before these tests" }
}
