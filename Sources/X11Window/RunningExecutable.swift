import Glibc

/// The running program's own file, links resolved (the real path of `/proc/self/exe`): what
/// the program finds beside itself — its fonts, the `--swift` host, the modules it was built with.
public enum RunningExecutable {
    /// The executable's real path; nil, with `errno` saying why, when it cannot be read.
    public static var path: String? {
        guard let real = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// The folder holding the executable.
    public static var folder: String? {
        guard let path, let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }
}
