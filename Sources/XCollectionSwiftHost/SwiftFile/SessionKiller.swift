import Glibc

/// Ends every process of a session from a signal handler: walks `/proc` through a directory
/// stream opened beforehand (`prepare()`: `readdir` then allocates nothing) and reads each
/// process's `stat` into a stack buffer, sending SIGKILL to each live process of the session and
/// reaping the session's leader, which is this program's child.
enum SessionKiller {
    /// `/proc`, opened before any signal can need it.
    nonisolated(unsafe) private static var processes: OpaquePointer?

    /// Opens `/proc` for a later `killAll(inSession:)`; calling it again does nothing.
    static func prepare() {
        if processes == nil { processes = opendir("/proc") }
    }

    /// Kills the processes of `session` that are alive (not zombies); how many there were.
    static func killAll(inSession session: pid_t) -> Int {
        var status: Int32 = 0
        _ = waitpid(session, &status, WNOHANG)
        guard let processes else { return 0 }
        rewinddir(processes)
        var found = 0
        while let entry = readdir(processes) {
            let pid = withUnsafeMutableBytes(of: &entry.pointee.d_name) { number(at: $0.baseAddress!) }
            if pid > 0, let (state, owner) = stateAndSession(of: pid_t(pid)), owner == session, state != UInt8(ascii: "Z") {
                kill(pid_t(pid), SIGKILL)
                found += 1
            }
        }
        return found
    }

    /// The decimal number a NUL-terminated name spells; -1 when it is not one.
    private static func number(at name: UnsafeMutableRawPointer) -> Int {
        var value = 0, index = 0
        while true {
            let byte = name.load(fromByteOffset: index, as: UInt8.self)
            if byte == 0 { return index > 0 ? value : -1 }
            guard byte >= 48, byte <= 57, index < 10 else { return -1 }
            value = value * 10 + Int(byte - 48)
            index += 1
        }
    }

    /// The state letter and session of process `pid`, from `/proc/PID/stat`: "pid (comm) state
    /// ppid pgrp session …", the name possibly holding spaces and parentheses.
    private static func stateAndSession(of pid: pid_t) -> (UInt8, pid_t)? {
        withUnsafeTemporaryAllocation(byteCount: 512, alignment: 8) { (buffer: UnsafeMutableRawBufferPointer) -> (UInt8, pid_t)? in
            var path: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                       UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let descriptor: Int32 = withUnsafeMutableBytes(of: &path) { bytes in
                var index = 0
                for byte in "/proc/".utf8 { bytes[index] = byte; index += 1 }
                var value = Int(pid), divisor = 1
                while value / divisor >= 10 { divisor *= 10 }
                while divisor > 0 { bytes[index] = UInt8(48 + value / divisor); value %= divisor; divisor /= 10; index += 1 }
                for byte in "/stat".utf8 { bytes[index] = byte; index += 1 }
                bytes[index] = 0
                return open(bytes.baseAddress!.assumingMemoryBound(to: CChar.self), O_RDONLY | O_CLOEXEC)
            }
            guard descriptor >= 0 else { return nil }
            let count = read(descriptor, buffer.baseAddress!, buffer.count)
            close(descriptor)
            guard count > 0 else { return nil }
            let bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
            guard let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
            // After ") ": state, ppid, pgrp, session, separated by single spaces.
            var index = close + 2
            guard index < count else { return nil }
            let state = bytes[index]
            var field = 0, value = 0
            index += 1
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: " ") {
                    if field == 3 { return (state, pid_t(value)) }
                    field += 1
                    value = 0
                } else if byte >= 48, byte <= 57 {
                    value = value * 10 + Int(byte - 48)
                }
                index += 1
            }
            return nil
        }
    }
}
