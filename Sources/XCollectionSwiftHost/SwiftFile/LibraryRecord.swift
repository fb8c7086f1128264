import Glibc

/// The size and content hash of a compiled library, written beside it (`KEY.sum`) when it enters
/// the cache and compared before it is opened: a library cut short (which would crash the program
/// when mapped), emptied or changed since is not opened but compiled again.
///
/// The hash is the 128-bit FNV-1a of `CacheKey`: it finds damage, not forgery. What keeps another
/// user's code out is that the cache folder is this user's alone (`PrivateFolderCheck`).
struct LibraryRecord: Equatable {
    let size: Int
    let hash: String

    /// The record of the file at `path`, or nil when it cannot be read whole.
    init?(ofFileAt path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var key = CacheKey(), size = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            buffer.withUnsafeBufferPointer { key.add(bytes: UnsafeBufferPointer(rebasing: $0.prefix(count))) }
            size += count
        }
        self.size = size
        hash = key.text
    }

    /// The record as written in `KEY.sum`.
    init?(text: String) {
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard fields.count == 2, let size = Int(fields[0]), fields[1].count == 32 else { return nil }
        self.size = size
        hash = String(fields[1])
    }

    var text: String { "\(size) \(hash)\n" }
}
