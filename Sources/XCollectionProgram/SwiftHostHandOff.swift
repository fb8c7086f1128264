import Glibc
import X11Window

/// How xcollection runs a `--swift` command: it becomes xcollection-swift, the program beside
/// it that has the compiler's driver, UIKitCompat and Foundation, with the same arguments. The
/// user types one command; the drawing program never loads what only Swift files need.
public enum SwiftHostHandOff {
    /// The host's file name, beside the running program.
    public static let hostName = "xcollection-swift"

    /// Whether `arguments` (the program's name first) give a Swift file.
    public static func wanted(_ arguments: [String]) -> Bool {
        for argument in arguments.dropFirst() {
            if argument == "--" { return false }
            if argument == "--swift" || argument.hasPrefix("--swift=") { return true }
        }
        return false
    }

    /// Replaces this process with the host, given `arguments` as they are. Returns only when
    /// the host cannot be started, after saying why, with exit status 1.
    public static func execute(_ arguments: [String]) -> Never {
        guard let host = hostPath() else {
            Diagnostics.note("--swift runs in \(hostName), but the running program's own path (/proc/self/exe) cannot be read: \(String(cString: strerror(errno)))")
            exit(1)
        }
        var pointers = arguments.map { strdup($0) }
        pointers.append(nil)
        execv(host, pointers)
        Diagnostics.note("--swift runs in \(hostName), which cannot be started from \(host): \(String(cString: strerror(errno))); build or install both programs (make install)")
        exit(1)
    }

    /// `xcollection-swift` in the running program's folder, links resolved.
    static func hostPath() -> String? {
        RunningExecutable.folder.map { $0 + "/" + hostName }
    }
}
