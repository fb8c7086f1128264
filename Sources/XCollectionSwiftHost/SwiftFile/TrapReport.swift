import Foundation
import Glibc

/// What the program says when a `--swift` file's code traps — a force-unwrap of nil,
/// `fatalError`, `as!` that fails, an index out of range — in `viewDidLoad`, a cell provider or a
/// layout's `prepare()`: one line naming the trap and the user's file and line, and status 1,
/// in place of Swift's crash report of the whole program.
///
/// Swift's runtime writes the trap's message (`Module/File.swift:LINE: Fatal error: …`) to
/// standard error just before it traps. While the file's entry point runs, standard error goes
/// to a file of no name, so the handler finds the message there; later traps (drawing a cell)
/// follow the runtime's own line with the program's.
enum TrapReport {
    /// The files compiled: their names, as the runtime's message gives them, and their paths as
    /// the user gave them.
    nonisolated(unsafe) private static var files: [(name: String, path: String)] = []
    /// The nameless file standard error goes to while the entry point runs; -1 otherwise.
    nonisolated(unsafe) private static var capture: Int32 = -1
    /// Standard error itself while it is captured.
    nonisolated(unsafe) private static var savedStandardError: Int32 = -1
    nonisolated(unsafe) private static var installed = false

    /// The signals a trap raises: `ud2` on x86 (SIGILL), `brk` on ARM (SIGTRAP), and the faults
    /// of unsafe code.
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]

    /// Reports traps of the code of `paths` from now on.
    static func install(for paths: [String]) {
        files = paths.map { path in (name: path.split(separator: "/").last.map(String.init) ?? path, path: path) }
        guard !installed else { return }
        installed = true
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in TrapReport.trapped(signal) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(truncatingIfNeeded: SA_RESETHAND))
            sigaction(signal, &action, nil)
        }
    }

    /// Runs `body` (the file's entry point) with standard error captured, then writes what it
    /// wrote to standard error.
    static func capturing<Value>(_ body: () throws -> Value) rethrows -> Value {
        var template = Array("/tmp/xcollection-swift-stderr-XXXXXX".utf8CString)
        let memory = mkstemp(&template)
        guard memory >= 0 else { return try body() }
        // The file has no name once open: nothing is left behind, whatever happens.
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        fflush(nil)
        savedStandardError = dup(STDERR_FILENO)
        dup2(memory, STDERR_FILENO)
        capture = memory
        defer {
            fflush(nil)
            dup2(savedStandardError, STDERR_FILENO)
            close(savedStandardError)
            savedStandardError = -1
            capture = -1
            copy(from: memory, to: STDERR_FILENO)
            close(memory)
        }
        return try body()
    }

    private static func copy(from source: Int32, to target: Int32) {
        let bytes = contents(of: source)
        _ = bytes.withUnsafeBytes { write(target, $0.baseAddress, $0.count) }
    }

    /// Everything written to `descriptor`, a file, from its start.
    private static func contents(of descriptor: Int32) -> [UInt8] {
        lseek(descriptor, 0, SEEK_SET)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return bytes }
            bytes += buffer[0..<count]
        }
    }

    /// The handler: what the runtime wrote, less its trap line, then the one line, then exit 1.
    private static func trapped(_ signal: Int32) {
        let output = savedStandardError >= 0 ? savedStandardError : STDERR_FILENO
        let captured = capture >= 0 ? String(decoding: contents(of: capture), as: UTF8.self) : ""
        var lines = captured.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let trapLine = lines.lastIndex { $0.contains(": Fatal error") || $0.hasPrefix("Fatal error") }
        var message = "xcollection: the --swift code stopped at a trap (signal \(signal))"
        if let trapLine {
            message = "xcollection: " + describe(lines[trapLine])
            lines.remove(at: trapLine)
        } else if capture < 0 {
            message += "; the line above names it"
        }
        for line in lines { say(line + "\n", to: output) }
        say(message + "\n", to: output)
        _exit(1)
    }

    /// `Module/File.swift:12: Fatal error: message` as `PATH:12: the screen's code trapped: message`,
    /// PATH the user's; a trap in the standard library keeps its own place in parentheses.
    static func describe(_ runtimeLine: String) -> String {
        guard let range = runtimeLine.range(of: ": Fatal error") else { return "the --swift code trapped: " + runtimeLine }
        let place = String(runtimeLine[..<range.lowerBound])
        var reason = String(runtimeLine[range.upperBound...])
        if reason.hasPrefix(":") { reason.removeFirst() }
        reason = reason.trimmingCharacters(in: .whitespaces)
        let parts = place.split(separator: ":")
        if parts.count == 2, let name = parts[0].split(separator: "/").last.map(String.init),
           let file = files.first(where: { $0.name == name }), !place.hasPrefix("Swift/") {
            return "\(file.path):\(parts[1]): the --swift code trapped: \(reason.isEmpty ? "fatal error" : reason)"
        }
        return "the --swift code trapped: \(reason.isEmpty ? "fatal error" : reason) (in \(place))"
    }

    private static func say(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { _ = write(descriptor, $0.baseAddress, $0.count) }
    }
}
