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
        private var result: Result<CompiledSwiftFile, any Error>?

        func post(_ result: Result<CompiledSwiftFile, any Error>) {
            lock.withLock { self.result = result }
        }

        func take() -> Result<CompiledSwiftFile, any Error>? {
            lock.withLock {
                defer { result = nil }
                return result
            }
        }
    }

    private let mailbox = Mailbox()
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
        let mailbox = mailbox, signal = wakeup.write
        Thread {
            mailbox.post(Result {
                let compiled = switch step {
                case .compiled(let compiled): compiled
                case .needsCompiling(let compilation): try compilation.run()
                }
                if let trap = TrapProbe.trap(in: request) { throw SwiftFileError.refused(trap) }
                return compiled
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
        done(result.flatMap { compiled in Result { try file.open(compiled) } })
    }
}
