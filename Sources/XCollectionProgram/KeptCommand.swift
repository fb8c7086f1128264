import FoundationEssentials
import Glibc
import X11Window

/// The command a `WindowKeeper` runs as its child: the same arguments, with the keeper's socket
/// as descriptor 3 (named by `KeptWindowChannel.variable`) and its standard error through a pipe
/// the keeper reads and passes on.
final class KeptCommand {
    private let pid: pid_t
    /// The keeper's end of the socket.
    let channel: Int32
    /// The read end of the child's standard error; -1 once closed.
    private(set) var errors: Int32
    private var channelBytes: [UInt8] = []
    private var errorLine: [UInt8] = []
    /// The program's one line about a trap, when the child wrote one.
    private(set) var trapLine: String?

    init(arguments: [String]) throws {
        var pair: [Int32] = [0, 0]
        var errorPipe: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0 else {
            throw Diagnostics.fail("cannot keep the window: \(String(cString: strerror(errno)))", status: 1)
        }
        guard pipe(&errorPipe) == 0 else {
            Glibc.close(pair[0]); Glibc.close(pair[1])
            throw Diagnostics.fail("cannot keep the window: \(String(cString: strerror(errno)))", status: 1)
        }
        for descriptor in pair + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var environment = ProcessInfo.processInfo.environment
        environment[KeptWindowChannel.variable] = "3"
        let started = CleanSpawn.spawn("/proc/self/exe", arguments, environment: environment,
                                       files: [.duplicate(pair[1], as: 3), .duplicate(errorPipe[1], as: STDERR_FILENO)])
        Glibc.close(pair[1])
        Glibc.close(errorPipe[1])
        switch started {
        case .success(let pid):
            self.pid = pid
        case .failure(let failure):
            Glibc.close(pair[0]); Glibc.close(errorPipe[0])
            throw Diagnostics.fail("cannot start the program that draws the window: \(failure)", status: 1)
        }
        channel = pair[0]
        errors = errorPipe[0]
        _ = fcntl(errors, F_SETFL, fcntl(errors, F_GETFL) | O_NONBLOCK)
    }

    /// The whole lines the child sent; nil at the socket's end (the child has ended).
    func readChannel() -> [String]? {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(channel, &buffer, buffer.count)
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
        guard count > 0 else { return nil }
        channelBytes += buffer[0..<count]
        var lines: [String] = []
        while let end = channelBytes.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: channelBytes[..<end], as: UTF8.self))
            channelBytes.removeSubrange(...end)
        }
        return lines
    }

    /// Answers the child.
    func tell(_ line: String) {
        _ = DescriptorWriter.write(line + "\n", to: channel)
    }

    /// Passes on what the child wrote to standard error, noting its trap line. Stops reading at
    /// the pipe's end.
    func passErrors() {
        guard errors >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(errors, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count == 0 {
                Glibc.close(errors)
                errors = -1
            }
            guard count > 0 else { return }
            buffer[0..<count].withUnsafeBytes { _ = DescriptorWriter.write($0, to: STDERR_FILENO) }
            for byte in buffer[0..<count] {
                guard byte == UInt8(ascii: "\n") else {
                    errorLine.append(byte)
                    continue
                }
                if let trap = TrapLine.trap(in: String(decoding: errorLine, as: UTF8.self)) { trapLine = trap }
                errorLine = []
            }
        }
    }

    /// Waits for the child to end: its exit status, or 128 and the signal that ended it.
    func waitForEnd() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Closes the keeper's ends.
    func close() {
        Glibc.close(channel)
        if errors >= 0 { Glibc.close(errors) }
        errors = -1
    }
}
