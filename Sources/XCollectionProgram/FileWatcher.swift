import Glibc

/// Tells when a file has been saved, through inotify on the folder that holds it: editors that
/// save by writing a new file and renaming it over the old one replace the file's inode, so a
/// watch on the file itself would go quiet after the first save.
final class FileWatcher {
    /// Readable when the folder has news; hand it to the window's loop.
    let descriptor: Int32
    private let name: String

    /// Watches `path`; throws a reason when the folder cannot be watched.
    init(path: String) throws {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw LayoutFileReadError("\(path): cannot watch it: \(String(cString: strerror(errno)))") }
        // Written and closed, or renamed into place: a save that is complete. A file being
        // created is not yet written, and is seen when it is closed.
        let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)
        guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw LayoutFileReadError("\(folder): cannot watch it for \(name): \(reason)")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Reads every pending event; true when one of them was a save of the file.
    func takeSaves() -> Bool {
        var saved = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            buffer.withUnsafeBytes { raw in
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameStart = offset + MemoryLayout<inotify_event>.size
                    let nameBytes = raw[nameStart..<(nameStart + Int(event.len))].prefix { $0 != 0 }
                    if String(decoding: nameBytes, as: UTF8.self) == name { saved = true }
                    offset = nameStart + Int(event.len)
                }
            }
        }
        return saved
    }
}
