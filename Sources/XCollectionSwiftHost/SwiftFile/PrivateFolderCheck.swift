import Glibc

/// Whether a folder is this user's alone, as a cache of code the program runs must be: every
/// folder on the way to it can be changed only by the user or by root (a world-writable folder only
/// when it is sticky, as `/tmp` is), and the folders the program makes for itself are the user's,
/// are not symbolic links, and let no one else in (mode 0700).
///
/// The folders above the program's own may be symbolic links (a `~/.cache` kept on another disk):
/// both the path as written and the path it resolves to are checked.
enum PrivateFolderCheck {
    /// Makes `own` (folders inside `base`, outermost first) where they are missing, with mode
    /// 0700, and returns why the last of them cannot be trusted, or nil when it can. An own folder
    /// that is the user's and only readable by others (made by an earlier version with mode 0755)
    /// is closed to 0700; one others could write to is refused.
    static func problem(base: String, own: [String]) -> String? {
        let user = geteuid()
        if let problem = problemOnTheWay(to: base, user: user) { return problem }
        guard let real = realpath(base, nil) else {
            return "\(base) cannot be resolved: \(String(cString: strerror(errno)))"
        }
        let resolved = String(cString: real)
        free(real)
        if resolved != base, let problem = problemOnTheWay(to: resolved, user: user) { return problem }
        for folder in own {
            if let problem = ownFolderProblem(folder, user: user) { return problem }
        }
        return nil
    }

    /// Makes `path` and its missing parents with mode 0700; the first error as a line.
    static func make(_ path: String) -> String? {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST {
                return "\(prefix) cannot be made: \(String(cString: strerror(errno)))"
            }
        }
        return nil
    }

    /// Every folder from `/` to `path`, as written: each must be a folder or link that only the
    /// user or root can change.
    private static func problemOnTheWay(to path: String, user: uid_t) -> String? {
        var prefixes = ["/"], prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            prefixes.append(prefix)
        }
        for prefix in prefixes {
            var info = stat()
            guard lstat(prefix, &info) == 0 else {
                return "\(prefix) cannot be read: \(String(cString: strerror(errno)))"
            }
            let owner = info.st_uid
            guard owner == user || owner == 0 else {
                return "\(prefix) belongs to user \(owner), not to this user (\(user))"
            }
            let type = info.st_mode & S_IFMT
            if type == S_IFLNK { continue }
            guard type == S_IFDIR else { return "\(prefix) is not a folder" }
            let writableByOthers = info.st_mode & (S_IWGRP | S_IWOTH) != 0
            if writableByOthers, info.st_mode & S_ISVTX == 0 {
                return "\(prefix) can be changed by other users (mode \(octal(info.st_mode)))"
            }
        }
        return nil
    }

    /// One of the program's own folders: made when missing, then the user's, no link, mode 0700.
    private static func ownFolderProblem(_ folder: String, user: uid_t) -> String? {
        if mkdir(folder, 0o700) != 0, errno != EEXIST {
            return "\(folder) cannot be made: \(String(cString: strerror(errno)))"
        }
        var info = stat()
        guard lstat(folder, &info) == 0 else {
            return "\(folder) cannot be read: \(String(cString: strerror(errno)))"
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFLNK { return "\(folder) is a symbolic link" }
        guard type == S_IFDIR else { return "\(folder) is not a folder" }
        guard info.st_uid == user else {
            return "\(folder) belongs to user \(info.st_uid), not to this user (\(user))"
        }
        if info.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            return "\(folder) can be changed by other users (mode \(octal(info.st_mode)))"
        }
        if info.st_mode & 0o077 != 0, chmod(folder, 0o700) != 0 {
            return "\(folder) cannot be closed to other users: \(String(cString: strerror(errno)))"
        }
        return nil
    }

    private static func octal(_ mode: mode_t) -> String {
        "0" + String(mode & 0o7777, radix: 8)
    }
}
