import Foundation
import Glibc
import XCollectionGallery
import XCollectionProgram

/// Compiles the saves of a watched `--swift` file on a thread of its own, so that the window
/// goes on scrolling and drawing while the compiler runs, and hands each result back on the
/// window's loop, where the file's main-actor code may run. A save made while a compile runs
/// is compiled when that one ends; the outdated result is dropped.
final class BackgroundCompiles: SwiftFileBackgroundLoading {
    /// The compile's result, passed from its thread to the window's.
    private final class Mailbox: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Result<Compiled, any Error>?

        func post(_ result: Result<Compiled, any Error>) {
            lock.withLock { self.result = result }
        }

        func take() -> Result<Compiled, any Error>? {
            lock.withLock {
                defer { result = nil }
                return result
            }
        }
    }

    /// A compiled library and what its trap probe was run as, when it was run and passed.
    private struct Compiled: Sendable {
        let file: CompiledSwiftFile
        let passedProbe: String?
    }

    private let mailbox = Mailbox()
    /// The libraries whose probe passed, with the size and counts it ran at: a save that comes
    /// back to one of them (an undo, a save without changes) opens it without a probe.
    private var passedProbes: Set<String> = []
    /// A pipe whose read end the window's loop watches; a compile that ends writes a byte.
    private let wakeup: (read: Int32, write: Int32)
    private var compiling = false
    /// The latest save's request while a compile runs.
    private var waiting: (request: SwiftFileRequest, done: (Result<Example, any Error>) -> Void)?
    private var done: ((Result<Example, any Error>) -> Void)?
    private var file: SwiftFileExample?

    /// Compiles with results delivered through `watch`, which calls back on the window's loop
    /// when a descriptor can be read.
    init(watch: (Int32, @escaping () -> Void) -> Void) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw SwiftFileError.refused("--watch cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        wakeup = (ends[0], ends[1])
        watch(ends[0]) { [unowned self] in collect() }
    }

    deinit {
        close(wakeup.read)
        close(wakeup.write)
    }

    /// Makes the request's files into an example once they have compiled (or been found in the
    /// cache) and their code has been tried in a process of its own (`TrapProbe`): a save whose
    /// code traps as its screen is made fails with the trap's line, and the window keeps what it shows.
    func load(_ request: SwiftFileRequest, done: @escaping (Result<Example, any Error>) -> Void) {
        if compiling {
            waiting = (request, done)
            return
        }
        let file = SwiftFileExample(request)
        let step: SwiftFileLoader.Step
        do {
            step = try file.loader.locate()
        } catch {
            return done(.failure(error))
        }
        compiling = true
        self.file = file
        self.done = done
        let mailbox = mailbox, signal = wakeup.write, passedProbes = passedProbes
        Thread {
            mailbox.post(Result {
                let compiled = switch step {
                case .compiled(let compiled): compiled
                case .needsCompiling(let compilation): try compilation.run()
                }
                // A library of this run's alone is not the cache's, and is tried every time.
                let probe = compiled.isTemporary ? nil : Self.probeKey(compiled, request)
                if let probe, passedProbes.contains(probe) { return Compiled(file: compiled, passedProbe: nil) }
                if let trap = TrapProbe.trap(in: request) { throw SwiftFileError.refused(trap) }
                return Compiled(file: compiled, passedProbe: probe)
            })
            var byte: UInt8 = 1
            _ = write(signal, &byte, 1)
        }.start()
    }

    /// Takes the finished compile's result on the window's loop, and opens it — unless a newer
    /// save is waiting, which is compiled instead.
    private func collect() {
        var bytes = [UInt8](repeating: 0, count: 16)
        while read(wakeup.read, &bytes, bytes.count) > 0 {}
        guard let result = mailbox.take(), let file, let done else { return }
        compiling = false
        self.file = nil
        self.done = nil
        if let (newer, newerDone) = waiting {
            waiting = nil
            return load(newer, done: newerDone)
        }
        if case .success(let compiled) = result, let probe = compiled.passedProbe { passedProbes.insert(probe) }
        done(result.flatMap { compiled in Result { try file.open(compiled.file) } })
    }

    /// What a probe of `compiled` depends on: the library (named by its text's key) and the
    /// window's size, counts and assets it was run with.
    private static func probeKey(_ compiled: CompiledSwiftFile, _ request: SwiftFileRequest) -> String {
        let counts = request.itemCounts.map { $0.map(String.init).joined(separator: ",") } ?? "-"
        return [compiled.library, "\(request.size.width)x\(request.size.height)", counts, request.assets ?? "-",
                "\(request.languageMode)"].joined(separator: "\u{1}")
    }
}
