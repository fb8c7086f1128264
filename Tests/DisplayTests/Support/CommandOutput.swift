import Foundation

/// Runs `xcollection` to its end with `environment`, its output collected in files.
struct CommandOutput {
    var status: Int32
    var stdout: String
    var stderr: String

    init(_ arguments: [String], environment: [String: String]) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out"), err = directory.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = ProgramUnderTest.executable
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        stderr = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
    }
}
