import Foundation
import Glibc
import XCollectionProgram

/// Standard error of a program running a `--swift` file's code, passed through a pipe so that
/// the line Swift's runtime writes just before a trap (`Module/File.swift:LINE: Fatal error: …`)
/// is kept back: the trap handler says it once, in the program's words, with the user's path.
///
/// Every other line reaches the real standard error as it is written, from a thread that waits
/// on the pipe; whatever is still in the pipe when the program exits is written first.
enum StandardErrorFilter {
    nonisolated(unsafe) private static var readEnd: Int32 = -1
    /// Standard error itself, where lines go on.
    nonisolated(unsafe) private(set) static var target: Int32 = STDERR_FILENO
    /// Bytes read of a line not yet ended.
    nonisolated(unsafe) private static var partial: [UInt8] = []
    /// The runtime's trap lines read and kept back, in order.
    nonisolated(unsafe) private static var heldLines: [String] = []
    nonisolated(unsafe) private static var lock = pthread_mutex_t()

    /// Puts the filter in place; later calls do nothing. When no pipe can be made, standard
    /// error stays as it was and the runtime's line shows above the program's.
    static func install() {
        guard readEnd < 0 else { return }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3)
        guard saved >= 0 else {
            close(ends[0]); close(ends[1])
            return
        }
        pthread_mutex_init(&lock, nil)
        fflush(nil)
        // The pipe's write end becomes descriptor 2 (inherited by processes the program starts,
        // whose messages pass through too); the read end is read without blocking, by the
        // thread once poll says there is something, or by the trap handler at once.
        dup2(ends[1], STDERR_FILENO)
        close(ends[1])
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        readEnd = ends[0]
        target = saved
        atexit { StandardErrorFilter.flush() }
        Thread.detachNewThread { StandardErrorFilter.pass() }
    }

    /// The thread's loop: waits for bytes and sends the lines on.
    private static func pass() {
        var waiting = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&waiting, 1, -1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return }
            pthread_mutex_lock(&lock)
            let open = readAvailable()
            pthread_mutex_unlock(&lock)
            // The pipe's write end has closed: nothing more can come.
            if !open { return }
        }
    }

    /// Reads what the pipe holds now and sends on each ended line that is not a trap's; false
    /// at the pipe's end. The caller holds the lock.
    @discardableResult
    private static func readAvailable() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var open = true
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count > 0 {
                partial += buffer[0..<count]
                continue
            }
            if count == 0 { open = false }
            if count < 0 && errno == EINTR { continue }
            break
        }
        while let end = partial.firstIndex(of: UInt8(ascii: "\n")) {
            let line = Array(partial[...end])
            partial.removeSubrange(...end)
            let text = String(decoding: line.dropLast(), as: UTF8.self)
            if isTrapLine(text) {
                heldLines.append(text)
            } else {
                write(line)
            }
        }
        return open
    }

    /// The runtime's line before a trap: a fatal error, a failed precondition or assertion, an
    /// `as!` that fails.
    static func isTrapLine(_ line: String) -> Bool {
        line.contains(": Fatal error") || line.hasPrefix("Fatal error") || line.hasPrefix("Could not cast value of type")
    }

    /// The trap lines read so far, and everything still in the pipe, for the trap handler:
    /// other lines are sent on first, and an unended line comes back last.
    static func takeTrapLines() -> [String] {
        guard readEnd >= 0 else { return [] }
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        readAvailable()
        let lines = heldLines
        heldLines = []
        guard !partial.isEmpty else { return lines }
        let rest = String(decoding: partial, as: UTF8.self)
        partial = []
        return lines + [rest]
    }

    /// Sends on all the pipe holds, unended lines and held trap lines too: the program is ending
    /// without a trap.
    static func flush() {
        guard readEnd >= 0 else { return }
        fflush(nil)
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        readAvailable()
        for line in heldLines { write(Array((line + "\n").utf8)) }
        heldLines = []
        write(partial)
        partial = []
    }

    private static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { _ = DescriptorWriter.write($0, to: target) }
    }
}
