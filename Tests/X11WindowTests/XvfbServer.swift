import Foundation

/// A private Xvfb for one test: started on a free display number, killed by PID in deinit.
final class XvfbServer {
    let displayName: String
    private let pid: pid_t

    /// Starts `Xvfb :n -screen 0 1280x1024x24 -nolisten tcp` on the first free n and waits for
    /// its socket.
    init() throws {
        let xvfb = try Self.xvfbPath()
        // Start the search at a number spread by PID so concurrent test runs rarely collide.
        let first = 100 + Int(getpid() % 300)
        for number in first..<(first + 200) where Self.isFree(number) {
            let pid = try Self.spawn(xvfb, [":\(number)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"])
            // Ready when the socket exists and the lock file names our process: another run that
            // picked the same number at the same moment owns the display otherwise.
            let deadline = Date().addingTimeInterval(10)
            var running = true
            while Date() < deadline {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid { running = false; break }
                if Self.owns(number, pid: pid) { break }
                usleep(10_000)
            }
            if running, Self.owns(number, pid: pid) {
                self.pid = pid
                displayName = ":\(number)"
                return
            }
            // Lost a race for this number (or Xvfb failed): stop it and try the next.
            if running { Self.stop(pid) }
        }
        throw XvfbError(message: "no free X display number for Xvfb")
    }

    deinit {
        Self.stop(pid)
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

    /// posix_spawn with a clean signal mask: the test runner's threads block SIGTERM, and a
    /// child inheriting that mask would ignore the polite way of stopping it.
    private static func spawn(_ path: String, _ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Xvfb's start-up chatter would drown the test output.
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        guard result == 0 else { throw XvfbError(message: "cannot start \(path): \(String(cString: strerror(result)))") }
        return pid
    }

    private static func owns(_ number: Int, pid: pid_t) -> Bool {
        guard FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)"),
              let lock = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8) else { return false }
        return Int32(lock.trimmingCharacters(in: .whitespacesAndNewlines)) == pid
    }

    private static func isFree(_ number: Int) -> Bool {
        !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            && !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
    }

    private static func xvfbPath() throws -> String {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for directory in directories + ["/usr/bin"] {
            let path = "\(directory)/Xvfb"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw XvfbError(message: "Xvfb is not installed (apt-get install xvfb; make deps installs it)")
    }
}

struct XvfbError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
