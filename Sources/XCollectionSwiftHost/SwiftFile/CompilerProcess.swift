import Glibc
import Synchronization
import X11Window
import XCollectionProgram

/// A compiler run in a session of its own, which dies with the program: SIGINT, SIGTERM or SIGHUP
/// to the program ends every process of the session (the driver, its frontends and the linker)
/// and removes the library it was writing, before the program ends as the signal says.
///
/// A session rather than a process group: the driver starts each frontend and the linker in a
/// group of its own, and they keep its session. Its own rather than the program's: the program's
/// group may be a script's, which a signal sent to the program must not reach.
enum CompilerProcess {
    /// What a run printed (standard output and error together) and its exit status (-1 when a
    /// signal ended it).
    struct Outcome {
        let status: Int32
        let output: String
    }

    /// The running compile's process group, 0 when none; read by the signal handler.
    fileprivate static let runningGroup = Atomic<Int32>(0)
    /// True from just before a compiler is spawned until its group is recorded: a signal taken
    /// on another thread meanwhile waits for the group instead of leaving the compiler behind.
    fileprivate static let spawning = Atomic<Bool>(false)
    /// Set by the handler as it starts: the thread waiting for the compiler must not report the
    /// compile it killed as a failure and exit before the handler ends the program by the signal.
    fileprivate static let ending = Atomic<Bool>(false)
    /// The address of the C string of the library being made, 0 when none: set from before its
    /// compile until it is kept under its own name or removed (see `removingOnSignal`).
    fileprivate static let writingPath = Atomic<UInt>(0)
    /// One compile at a time: the two values above name one compile.
    private static let oneAtATime = Mutex(())

    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `executable` with `arguments` to its end.
    static func run(_ executable: String, _ arguments: [String]) throws -> Outcome {
        try oneAtATime.withLock { _ in try runAlone(executable, arguments) }
    }

    /// Runs `body`, which makes the library at `path` and keeps it under its own name or removes
    /// it; a signal meanwhile removes it, whether the compiler is still running or has just ended.
    static func removingOnSignal<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
        _ = installHandlers
        // Never freed: the handler may be reading it on another thread at the moment it is cleared.
        writingPath.store(UInt(bitPattern: strdup(path)), ordering: .sequentiallyConsistent)
        defer { writingPath.store(0, ordering: .sequentiallyConsistent) }
        return try body()
    }

    private static func runAlone(_ executable: String, _ arguments: [String]) throws -> Outcome {
        _ = installHandlers
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw failure("cannot make a pipe", executable) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let files: [CleanSpawn.FileAction] = [.open(0, path: "/dev/null", flags: O_RDONLY), .duplicate(ends[1], as: 1), .duplicate(ends[1], as: 2)]
        var handled = sigset_t(), previous = sigset_t()
        sigemptyset(&handled)
        for signal in signals { sigaddset(&handled, signal) }

        // A signal between the spawn and the record of its group would leave the compiler behind:
        // this thread blocks them, and a handler on another thread waits while `spawning` is set.
        pthread_sigmask(SIG_BLOCK, &handled, &previous)
        spawning.store(true, ordering: .sequentiallyConsistent)
        let spawned = CleanSpawn.spawn(executable, [executable] + arguments, files: files, newSession: true)
        if case .success(let child) = spawned {
            runningGroup.store(child, ordering: .sequentiallyConsistent)
        }
        spawning.store(false, ordering: .sequentiallyConsistent)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        close(ends[1])
        defer { close(ends[0]) }
        let child: pid_t
        switch spawned {
        case .success(let pid): child = pid
        case .failure(let failure):
            throw SwiftFileError.refused("--swift cannot run \(executable): \(failure)")
        }
        defer { runningGroup.store(0, ordering: .sequentiallyConsistent) }
        let text = readAll(ends[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        while ending.load(ordering: .sequentiallyConsistent) { pause() }
        let exited = status & 0x7f == 0
        return Outcome(status: exited ? (status >> 8) & 0xff : -1, output: text)
    }

    private static func readAll(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer.prefix(count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func failure(_ what: String, _ executable: String) -> SwiftFileError {
        .refused("--swift \(what) \(executable): \(String(cString: strerror(errno)))")
    }

    /// Installed at the first compile; a program that never compiles keeps the default actions.
    private static let installHandlers: Void = {
        SessionKiller.prepare()
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = endCompileThenDie
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }()
}

/// The handler of SIGINT, SIGTERM and SIGHUP once a compile has run: ends the compile's group,
/// removes its unfinished library, and ends the program as the signal would have. Only
/// async-signal-safe calls.
private func endCompileThenDie(_ signal: Int32) {
    CompilerProcess.ending.store(true, ordering: .sequentiallyConsistent)
    var pause = timespec(tv_sec: 0, tv_nsec: 5_000_000)
    var session = CompilerProcess.runningGroup.load(ordering: .sequentiallyConsistent)
    for _ in 0..<400 where session == 0 && CompilerProcess.spawning.load(ordering: .sequentiallyConsistent) {
        nanosleep(&pause, nil)
        session = CompilerProcess.runningGroup.load(ordering: .sequentiallyConsistent)
    }
    let path = UnsafePointer<CChar>(bitPattern: CompilerProcess.writingPath.load(ordering: .sequentiallyConsistent))
    // Every process of the compile's session, until none is left (at most 2 s), removing the
    // library the linker may have been writing in the instant before it was killed.
    for _ in 0..<400 {
        let left = session > 0 ? SessionKiller.killAll(inSession: session) : 0
        if let path { unlink(path) }
        if left == 0 { break }
        nanosleep(&pause, nil)
    }
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}
