import Glibc

/// Tells when a watched file has been saved, through inotify on the folders that hold them:
/// editors that save by writing a new file and renaming it over the old one replace the file's
/// inode, so a watch on the file itself would go quiet after the first save. A folder given
/// itself (`--swift Screens/`) counts a save of any of its `.swift` files.
final class FileWatcher {
    /// Readable when a folder has news; hand it to the window's loop.
    let descriptor: Int32
    /// For each folder watched: the names in it whose saves count, or nil for any `.swift` file.
    private var names: [Int32: Set<String>?] = [:]

    /// Watches `path`; throws a reason when its folder cannot be watched.
    convenience init(path: String) throws {
        try self.init(paths: [path])
    }

    /// Watches every file of `paths`, and every `.swift` file of a folder among them.
    init(paths: [String]) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw LayoutFileReadError("\(paths.first ?? ""): cannot watch it: \(String(cString: strerror(errno)))")
        }
        // Written and closed, or renamed into place: a save that is complete. A file being
        // created is not yet written, and is seen when it is closed.
        let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)
        for path in paths {
            var status = stat()
            let isFolder = stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            let slash = path.lastIndex(of: "/")
            let folder = isFolder ? path : (slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ".")
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            let watch = inotify_add_watch(descriptor, folder, mask)
            guard watch >= 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw LayoutFileReadError("\(folder): cannot watch it for \(isFolder ? "its Swift files" : name): \(reason)")
            }
            if isFolder {
                names[watch] = .some(nil)
            } else if case .some(.some(var known)) = names[watch] {
                known.insert(name)
                names[watch] = .some(known)
            } else if names[watch] == nil {
                names[watch] = .some([name])
            }
        }
    }

    deinit {
        close(descriptor)
    }

    /// Reads every pending event; true when one of them was a save of a watched file.
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
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    if case .some(let accepted) = names[event.wd] {
                        if let accepted { if accepted.contains(name) { saved = true } } else if name.hasSuffix(".swift") { saved = true }
                    }
                    offset = nameStart + Int(event.len)
                }
            }
        }
        return saved
    }
}
