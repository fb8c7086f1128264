import Foundation

/// A private Xvfb for one test: started on a free display number, killed by PID in deinit.
final class XvfbServer {
    let displayName: String
    private let process: Process

    /// Starts `Xvfb :n -screen 0 1280x1024x24 -nolisten tcp` on the first free n and waits for
    /// its socket.
    init() throws {
        // Start the search at a number spread by PID so concurrent test runs rarely collide.
        let first = 100 + Int(getpid() % 300)
        for number in first..<(first + 200) where Self.isFree(number) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try Self.xvfbPath())
            process.arguments = [":\(number)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let socket = "/tmp/.X11-unix/X\(number)"
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, !FileManager.default.fileExists(atPath: socket), Date() < deadline {
                usleep(10_000)
            }
            if process.isRunning, FileManager.default.fileExists(atPath: socket) {
                self.process = process
                displayName = ":\(number)"
                return
            }
            // Lost a race for this number (or Xvfb failed): stop it and try the next.
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
        }
        throw XvfbError(message: "no free X display number for Xvfb")
    }

    deinit {
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
    }

    private static func isFree(_ number: Int) -> Bool {
        !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            && !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
    }

    private static func xvfbPath() throws -> String {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for directory in directories + ["/usr/bin"] {
            let path = "\(directory)/Xvfb"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw XvfbError(message: "Xvfb is not installed (apt-get install xvfb), and XCOLLECTION_TEST_DISPLAY is not set")
    }
}

struct XvfbError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
