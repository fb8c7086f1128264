import Glibc

/// glibc's `backtrace`, which Swift's Glibc module leaves out (execinfo.h).
@_silgen_name("backtrace")
private func callStack(_ buffer: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ size: Int32) -> Int32

/// Where in the user's code a trap happened when the runtime's message does not say: a check
/// the compiler made inline (a failed `as!`, an overflow) writes no message at all, and one in
/// the standard library or this program's libraries (an index out of range, a cell dequeued
/// with an unregistered identifier) names its own file. The place comes from the stack,
/// through the compiled file's line table (`-gline-tables-only`) and the toolchain's
/// `llvm-symbolizer`.
///
/// It runs only as the program ends after a trap, so starting a process there is acceptable.
enum TrapPlace {
    /// The toolchain's symbolizer, set when a file is opened.
    nonisolated(unsafe) static var symbolizer: String?

    /// The compiled `--swift` libraries opened, whose code is the user's.
    nonisolated(unsafe) static var libraries: Set<String> = []

    /// The innermost place in the user's code on the trapping thread's stack — where the trap
    /// is, or the user's line that called the library or the standard library code that trapped
    /// (an index out of range) — and the check that failed when the compiler names it (its inline
    /// checks are functions named "Swift runtime failure: …", inlined where they fail); nil when
    /// no frame is in a compiled file with a line table.
    static func userPlace(trappedAt address: UnsafeMutableRawPointer?) -> (place: String, check: String?)? {
        guard let symbolizer, !libraries.isEmpty else { return nil }
        var frames = [UnsafeMutableRawPointer?](repeating: nil, count: 128)
        let count = Int(callStack(&frames, Int32(frames.count)))
        // The trapping instruction itself, then the return addresses above the handler's frames;
        // a return address is one past its call, so the call's line is a byte before.
        let addresses = [address.map { UInt(bitPattern: $0) }] + frames.prefix(count).map { $0.map { UInt(bitPattern: $0) - 1 } }
        let maps = mappings()
        for address in addresses.compactMap({ $0 }) {
            guard let (library, offset) = locate(address, in: maps), libraries.contains(library) else { continue }
            if let found = place(at: offset, in: library, symbolizer: symbolizer) { return found }
        }
        return nil
    }

    private static func place(at offset: UInt, in library: String, symbolizer: String) -> (place: String, check: String?)? {
        let output = run(symbolizer, ["--obj=" + library, "0x" + String(offset, radix: 16)])
        // Pairs of lines, the innermost inlined frame first: the function, then FILE:LINE:COLUMN
        // (a line of 0 is code the compiler made, with no place of the user's).
        let lines = output.split(separator: "\n").map(String.init)
        var check: String?
        for index in stride(from: 0, to: lines.count - 1, by: 2) {
            let function = lines[index], location = lines[index + 1]
            if check == nil, function.hasPrefix(runtimeFailure) { check = String(function.dropFirst(runtimeFailure.count)) }
            let parts = location.split(separator: ":")
            guard parts.count >= 3, let number = Int(parts[parts.count - 2]), number > 0 else { continue }
            return (parts.dropLast(2).joined(separator: ":") + ":\(number)", check)
        }
        return nil
    }

    private static let runtimeFailure = "Swift runtime failure: "

    /// A file's mapping: its addresses and where the file's start is mapped (its load base: a
    /// library's line table counts from there).
    private struct Mapping {
        let start: UInt, end: UInt, path: String, base: UInt
    }

    /// The files mapped into this process, from `/proc/self/maps`.
    private static func mappings() -> [Mapping] {
        let maps = open("/proc/self/maps", O_RDONLY)
        guard maps >= 0 else { return [] }
        let lines = String(decoding: readAll(maps), as: UTF8.self).split(separator: "\n")
        close(maps)
        var bases: [Substring: UInt] = [:]
        var found: [(start: UInt, end: UInt, path: Substring)] = []
        for line in lines {
            // start-end perms offset dev inode path
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[5].hasPrefix("/") else { continue }
            let range = fields[0].split(separator: "-")
            guard range.count == 2, let start = UInt(range[0], radix: 16), let end = UInt(range[1], radix: 16),
                  let fileOffset = UInt(fields[2], radix: 16) else { continue }
            let path = line[fields[5].startIndex...]
            if fileOffset == 0, bases[path] == nil { bases[path] = start }
            found.append((start, end, path))
        }
        return found.compactMap { entry in
            bases[entry.path].map { Mapping(start: entry.start, end: entry.end, path: String(entry.path), base: $0) }
        }
    }

    /// The file mapped at `address` and the address's offset from the file's load base.
    private static func locate(_ address: UInt, in maps: [Mapping]) -> (path: String, offset: UInt)? {
        maps.first { $0.start <= address && address < $0.end }.map { ($0.path, address - $0.base) }
    }

    /// What `path` with `arguments` writes to standard output.
    private static func run(_ path: String, _ arguments: [String]) -> String {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return "" }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        var pid: pid_t = 0
        let started = posix_spawn(&pid, path, &actions, nil, argv, environ)
        posix_spawn_file_actions_destroy(&actions)
        argv.forEach { free($0) }
        close(ends[1])
        defer { close(ends[0]) }
        guard started == 0 else { return "" }
        let bytes = readAll(ends[0])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Everything `descriptor` gives until its end.
    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += buffer[0..<count]
        }
    }
}

