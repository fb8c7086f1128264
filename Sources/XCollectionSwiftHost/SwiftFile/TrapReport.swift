import Foundation
import Glibc
import XCollectionProgram

/// What the program says when a `--swift` file's code traps — a force-unwrap of nil,
/// `fatalError`, `as!` that fails, an index out of range — in `viewDidLoad`, a cell provider or a
/// layout's `prepare()`: one line naming the trap and the user's file and line, and status 1,
/// in place of Swift's crash report of the whole program.
///
/// Swift's runtime writes the trap's message (`Module/File.swift:LINE: Fatal error: …`) to
/// standard error just before it traps; `StandardErrorFilter` keeps that line back, and the
/// handler gives it in the program's words.
enum TrapReport {
    /// The files compiled: their names, as the runtime's message gives them, and their paths as
    /// the user gave them.
    nonisolated(unsafe) private static var files: [(name: String, path: String)] = []
    nonisolated(unsafe) private static var installed = false

    /// The signals a trap raises: `ud2` on x86 (SIGILL), `brk` on ARM (SIGTRAP), and the faults
    /// of unsafe code.
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]

    /// The handler's own stack: enough for the place's search and the symbolizer's start.
    private static let alternateStackSize = 1 << 20

    /// Reports traps of the code of `paths` from now on.
    static func install(for paths: [String]) {
        files = paths.map { path in (name: path.split(separator: "/").last.map(String.init) ?? path, path: path) }
        guard !installed else { return }
        installed = true
        StandardErrorFilter.install()
        // A stack of its own for the handler: code that recurses without end overflows the
        // thread's, and the handler must still run to say where.
        if let memory = malloc(alternateStackSize) {
            var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: alternateStackSize)
            sigaltstack(&stack, nil)
        }
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { signal, info, _ in TrapReport.trapped(signal, info) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(truncatingIfNeeded: SA_RESETHAND)) | SA_SIGINFO | SA_ONSTACK
            sigaction(signal, &action, nil)
        }
    }

    /// The handler: what else the pipe held, then the one line, then exit 1.
    private static func trapped(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) {
        // What the code printed before the trap is kept, as a crash would not keep it.
        fflush(nil)
        var lines = StandardErrorFilter.takeTrapLines()
        let trapLine = lines.lastIndex(where: StandardErrorFilter.isTrapLine)
        let runtimeLine = trapLine.map { lines.remove(at: $0) }
        let reason = describe(runtimeLine, signal: signal) { TrapPlace.userPlace(trappedAt: info?.pointee._sifields._sigfault.si_addr) }
        let output = StandardErrorFilter.target
        for line in lines { DescriptorWriter.write(line + "\n", to: output) }
        DescriptorWriter.write("xcollection: " + reason + "\n", to: output)
        _exit(1)
    }

    /// The one line for a trap: `PATH:LINE: the --swift code trapped: REASON`, PATH the user's.
    /// The runtime's line (`Module/File.swift:12: Fatal error: message`) gives the reason, and
    /// the place when it is in the user's files; a trap in the standard library or this
    /// program's libraries is placed at the user's line that led there, and a check the compiler
    /// made inline (no runtime line) by its address (`userPlace`, asked only then).
    static func describe(_ runtimeLine: String?, signal: Int32, userPlace: () -> (place: String, check: String?)?) -> String {
        var reason: String?
        var runtimePlace: String?
        if let runtimeLine, let range = runtimeLine.range(of: ": Fatal error") {
            runtimePlace = String(runtimeLine[..<range.lowerBound])
            var text = String(runtimeLine[range.upperBound...])
            if text.hasPrefix(":") { text.removeFirst() }
            text = text.trimmingCharacters(in: .whitespaces)
            reason = text.isEmpty ? "fatal error" : text
        } else if let runtimeLine {
            reason = runtimeLine.hasPrefix("Fatal error: ") ? String(runtimeLine.dropFirst("Fatal error: ".count)) : runtimeLine
        }
        if let runtimePlace, let place = usersPlace(runtimePlace) {
            return "\(place): \(TrapLine.trapped): \(reason ?? "fatal error")"
        }
        let found = userPlace()
        let check = found?.check.map { $0.prefix(1).lowercased() + $0.dropFirst() }
        guard let why = reason ?? check else {
            let what = signal == SIGSEGV || signal == SIGBUS ? "a stack overflow or a bad memory access (signal \(signal))" : "signal \(signal)"
            return found.map { "\(userPath(of: $0.place)): \(TrapLine.trapped): \(what)" }
                ?? "\(TrapLine.stopped) (signal \(signal))"
        }
        if let found { return "\(userPath(of: found.place)): \(TrapLine.trapped): \(why)" }
        return "\(TrapLine.trapped): \(why)" + (runtimePlace.map { " (in \($0))" } ?? "")
    }

    /// `Module/File.swift:12` as the user's `PATH:12` when the file is one of theirs.
    private static func usersPlace(_ place: String) -> String? {
        let parts = place.split(separator: ":")
        let folders = parts.first?.split(separator: "/") ?? []
        // The runtime names a file by its module and name (`#fileID`): the user's module only.
        guard parts.count == 2, folders.count <= 1 || folders[0] == SwiftFileCompiler.moduleName, let name = folders.last.map(String.init),
              let file = files.first(where: { $0.name == name }) else { return nil }
        return "\(file.path):\(parts[1])"
    }

    /// `place` (the compiled file's path and a line) with the path as the user gave it.
    private static func userPath(of place: String) -> String {
        guard let colon = place.lastIndex(of: ":") else { return place }
        let path = String(place[..<colon])
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let file = files.first(where: { $0.name == name }) else { return place }
        return file.path + place[colon...]
    }
}
