import Glibc
import XCollectionProgram

/// The Swift compiler on `PATH`, which compiles `--swift` files: the one the program's own
/// modules must have been built with.
struct SwiftToolchain {
    /// The compiler, as found on `PATH`.
    let compiler: String
    /// What changes when the toolchain does: the real path of the compiler, its size and its
    /// modification time. Cheaper than asking it its version, and a new toolchain is a new file.
    let identity: String

    /// The toolchain's `llvm-symbolizer`, beside the real compiler, which turns an address in a
    /// compiled file into its line; nil when the toolchain has none.
    var symbolizer: String? {
        guard let real = realpath(compiler, nil) else { return nil }
        defer { free(real) }
        let folder = String(cString: real).split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let candidate = folder + "/llvm-symbolizer"
        return access(candidate, X_OK) == 0 ? candidate : nil
    }

    /// The first `swiftc` on `PATH`; a one-line refusal when there is none.
    static func onPath(_ path: String?) throws -> SwiftToolchain {
        for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/swiftc"
            guard access(candidate, X_OK) == 0, let real = realpath(candidate, nil) else { continue }
            defer { free(real) }
            var info = stat()
            guard stat(real, &info) == 0 else { continue }
            let resolved = String(cString: real)
            return SwiftToolchain(compiler: candidate,
                                  identity: "\(resolved) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
        }
        throw SwiftFileError.refused("--swift needs a Swift toolchain, and there is no swiftc on PATH: install Swift 6 (swift.org) and put its usr/bin on PATH")
    }
}
