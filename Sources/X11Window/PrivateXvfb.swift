import Glibc

/// An Xvfb of this process's own, for rendering and testing with no display: it picks a free
/// display number itself (-displayfd), is stopped by its PID when the object goes away or the
/// process exits, and also ends with the last connection to it (-terminate), so it never
/// outlives a process that crashed.
///
/// Connect before letting go of the first connection: the server ends when its last client
/// leaves.
public final class PrivateXvfb {
    /// The display name, as `:N`, for `Display(name:)`.
    public let displayName: String
    private let pid: pid_t

    /// Starts Xvfb (found on `PATH`) with one `width` x `height` screen at `depth` (24 unless a
    /// test wants another), and waits up to ten seconds until it takes connections.
    public init(width: Int = 1280, height: Int = 1024, depth: Int = 24) throws(X11Error) {
        guard let path = Self.executable() else {
            throw X11Error("no X display: DISPLAY is not set, and Xvfb, which renders without one, is not installed (Debian's xvfb: sudo apt-get install xvfb)")
        }
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw X11Error("cannot start Xvfb: \(String(cString: strerror(errno)))") }
        // Neither end leaks into other children; the dup2 to fd 3 gives Xvfb its own copy.
        _ = fcntl(pipe[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipe[1], F_SETFD, FD_CLOEXEC)
        defer { close(pipe[0]) }
        let arguments = [path, "-displayfd", "3", "-screen", "0", "\(width)x\(height)x\(depth)", "-nolisten", "tcp", "-terminate"]
        let spawned = Self.spawn(path, arguments, displayWriter: pipe[1])
        close(pipe[1])
        guard case .success(let pid) = spawned else {
            if case .failure(let error) = spawned { throw error }
            throw X11Error("cannot start Xvfb")
        }
        self.pid = pid
        XvfbReaper.adopt(pid)
        // Xvfb writes the display number once it listens; end of file first means it failed.
        var number = ""
        var descriptor = pollfd(fd: pipe[0], events: Int16(POLLIN), revents: 0)
        let deadline = MonotonicClock.now() + 10
        while !number.hasSuffix("\n"), MonotonicClock.now() < deadline {
            guard poll(&descriptor, 1, 100) >= 0 || errno == EINTR else { break }
            guard descriptor.revents != 0 else { continue }
            var byte: UInt8 = 0
            guard read(pipe[0], &byte, 1) == 1 else { break }
            number.append(Character(UnicodeScalar(byte)))
        }
        guard let value = Int(number.filter(\.isNumber)) else {
            Self.stop(pid)
            throw X11Error("Xvfb did not start (it gave no display number within 10 s)")
        }
        displayName = ":\(value)"
    }

    deinit {
        Self.stop(pid)
        XvfbReaper.release(pid)
    }

    private static func executable() -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return path.split(separator: ":").map(String.init)
            .map { "\($0)/Xvfb" }
            .first { access($0, X_OK) == 0 }
    }

    /// Xvfb started with a clean signal mask, output silenced, and `displayWriter` as its fd 3.
    private static func spawn(_ path: String, _ arguments: [String], displayWriter: Int32) -> Result<pid_t, X11Error> {
        let files: [CleanSpawn.FileAction] = [.open(1, path: "/dev/null", flags: O_WRONLY), .open(2, path: "/dev/null", flags: O_WRONLY),
                                              .duplicate(displayWriter, as: 3)]
        return CleanSpawn.spawn(path, arguments, files: files).mapError { X11Error("cannot start \(path): \($0)") }
    }

    /// SIGTERM lets Xvfb remove its lock file and socket; SIGKILL only if it does not go.
    private static func stop(_ pid: pid_t) {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<500 {
            if waitpid(pid, &status, WNOHANG) == pid { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }
}
