import Foundation

/// Runs the built `xcollection` executable, which sits beside the test bundle.
struct CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var executable: URL {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return me.deletingLastPathComponent().appendingPathComponent("xcollection")
    }

    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // Without a display, as on a headless machine: dumps keep their estimates.
        process.environment = environment ?? ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Standard error is one line at most here; standard output is read to its end first so
        // a large dump cannot fill its pipe and stall the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errRead = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errRead, as: UTF8.self))
    }

    /// Writes `text` to a fresh temporary file and returns its path.
    static func temporaryFile(_ text: String, name: String = "layout.json") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
