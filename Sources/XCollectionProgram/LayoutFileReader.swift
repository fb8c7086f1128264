import Glibc

/// Reads a `--layout` file's text — or standard input for `-` — turning each way that can fail
/// into a plain reason (a `LayoutFileReadError`), and refusing at once what is too large to be a
/// layout file.
public enum LayoutFileReader {
    /// The largest layout file read, in bytes: far past any layout written by hand or exported,
    /// while a mistaken path to a disk image or a log is refused before it is read.
    static let maximumSize = 16 << 20

    public static func read(_ path: String) throws -> String {
        guard !path.isEmpty else { throw LayoutFileReadError("--layout needs a file name (or - for standard input)") }
        if path == "-" { return try text(of: STDIN_FILENO, named: "standard input") }
        var info = stat()
        guard stat(path, &info) == 0 else { throw LayoutFileReadError("\(path): \(reason(errno))") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw LayoutFileReadError("\(path): is a directory, not a layout file")
        case S_IFIFO: throw LayoutFileReadError("\(path): is a named pipe, not a file; to read a pipe, give --layout - and pipe it in")
        case S_IFCHR, S_IFBLK: throw LayoutFileReadError("\(path): is a device, not a layout file")
        case S_IFSOCK: throw LayoutFileReadError("\(path): is a socket, not a layout file")
        default: throw LayoutFileReadError("\(path): is not a regular file")
        }
        guard Int(info.st_size) <= maximumSize else { throw tooLarge(path) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw LayoutFileReadError("\(path): \(reason(errno))") }
        defer { close(descriptor) }
        return try text(of: descriptor, named: path)
    }

    /// Everything `descriptor` holds, as UTF-8 text; at most `maximumSize` bytes.
    private static func text(of descriptor: Int32, named name: String) throws -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw LayoutFileReadError("\(name): \(reason(errno))") }
            if count == 0 { break }
            bytes += chunk[0..<count]
            guard bytes.count <= maximumSize else { throw tooLarge(name) }
        }
        if let offset = firstInvalidByte(in: bytes) {
            throw LayoutFileReadError("\(name): is not UTF-8 text (first bad byte at offset \(offset))")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where the first byte that is not part of valid UTF-8 sits, if any.
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private static func tooLarge(_ name: String) -> LayoutFileReadError {
        LayoutFileReadError("\(name): is larger than \(maximumSize >> 20) MB, too large to be a layout file")
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
