import Glibc

/// Starting a program with `posix_spawn` as a shell would: every signal at its default action
/// and none blocked, whatever the caller's thread blocks (a test runner's threads block SIGTERM,
/// which a child would otherwise inherit and so never see), and its file descriptors as `files`
/// sets them up.
public enum CleanSpawn {
    /// How the child's descriptors are set up.
    public enum FileAction: Sendable {
        /// `path` opened with `flags` as descriptor `descriptor`.
        case open(Int32, path: String, flags: Int32)
        /// The caller's `source` as the child's `descriptor`.
        case duplicate(Int32, as: Int32)
    }

    /// Why a program could not be started: the `errno` `posix_spawn` gave.
    public struct Failure: Error, CustomStringConvertible {
        public let code: Int32
        public var description: String { String(cString: strerror(code)) }
    }

    /// Starts `path` with `arguments` (the first is the program's name), `environment` (the
    /// caller's when nil) and `files`; in a process group of its own when `newProcessGroup`, in a
    /// session of its own (which its descendants keep, whatever groups they make) when `newSession`.
    /// Returns the child's PID.
    public static func spawn(_ path: String, _ arguments: [String], environment: [String: String]? = nil,
                             files: [FileAction] = [], newProcessGroup: Bool = false, newSession: Bool = false) -> Result<pid_t, Failure> {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if newSession {
            // glibc's POSIX_SPAWN_SETSID, which its header declares only under _GNU_SOURCE.
            flags |= 0x80
        } else if newProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for file in files {
            switch file {
            case .open(let descriptor, let path, let flags): posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0)
            case .duplicate(let source, let descriptor): posix_spawn_file_actions_adddup2(&actions, source, descriptor)
            }
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { (argv + (envp ?? [])).forEach { free($0) } }
        var pid: pid_t = 0
        let result = envp.map { posix_spawn(&pid, path, &actions, &attributes, argv, $0) }
            ?? posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        return result == 0 ? .success(pid) : .failure(Failure(code: result))
    }
}
