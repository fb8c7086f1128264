import Glibc

/// The files `--compare` reads and writes — goldens, actual and diff images, their folders —
/// through POSIX calls, so every failure has a short reason to put in one line.
enum GoldenFiles {
    /// The bytes of the file at `path`, or nil when there is none; a refusal naming the file and
    /// the reason when it is something else than a readable file, or larger than `largest` bytes
    /// (checked before reading, and again while reading, in case it grows).
    static func read(_ path: String, largest: Int) throws -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw Diagnostics.fail("\(path): \(reason(errno))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Diagnostics.fail("\(path): is a folder, not a golden")
        default: throw Diagnostics.fail("\(path): is not a regular file")
        }
        let tooLarge = "\(path): is larger than any golden xcollection compares (more than \(largest) bytes)"
        guard info.st_size <= largest else { throw Diagnostics.fail(tooLarge) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Diagnostics.fail("\(path): \(reason(errno))") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Diagnostics.fail("\(path): \(reason(errno))") }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            guard bytes.count <= largest else { throw Diagnostics.fail(tooLarge) }
        }
    }

    /// Writes `bytes` to `path`, creating its folder when missing and replacing any file there
    /// only once the new one is whole; the reason it cannot, when it cannot.
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex, let failure = makeFolder(String(path[..<slash])) {
            return failure
        }
        let temporary = "\(path).\(getpid()).partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return reason(errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let failure = reason(errno)
                close(descriptor)
                unlink(temporary)
                return failure
            }
            written += count
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let failure = reason(errno)
            unlink(temporary)
            return failure
        }
        return nil
    }

    /// `folder` ready to write into: created (with its parents) when missing; a refusal naming
    /// it and the reason when it is not a folder or cannot be written.
    static func prepareFolder(_ folder: String, option: String) throws {
        var info = stat()
        if stat(folder, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            throw Diagnostics.fail("\(option) \(folder): is a file, not a folder")
        }
        if let failure = makeFolder(folder) { throw Diagnostics.fail("\(option) \(folder): cannot create it: \(failure)") }
        guard access(folder, W_OK | X_OK) == 0 else { throw Diagnostics.fail("\(option) \(folder): cannot write there: \(reason(errno))") }
    }

    /// Removes the file at `path` when there is one.
    static func remove(_ path: String) { unlink(path) }

    /// Creates `folder` and its missing parents; nil when it is there, or the reason.
    private static func makeFolder(_ folder: String) -> String? {
        var info = stat()
        if stat(folder, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR ? nil : "\(folder) is a file, not a folder" }
        if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex, let failure = makeFolder(String(folder[..<slash])) {
            return failure
        }
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { return reason(errno) }
        return nil
    }

    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or folder"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case EACCES: "permission denied"
        case EROFS: "the file system is read-only"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
