import Foundation
import Glibc

/// The folder of compiled `--swift` files, `$XDG_CACHE_HOME/xcollection/swift` (or
/// `~/.cache/xcollection/swift`): one shared library per cache key, written whole and then
/// renamed into place, so a run that finds one finds all of it.
struct SwiftFileCache {
    /// How many libraries the folder keeps; the least recently used go first.
    static let capacity = 64

    let folder: String

    /// The folder for `environment`'s user, created when missing.
    static func forUser(environment: [String: String]) throws -> SwiftFileCache {
        let base: String
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            base = cache
        } else if let home = environment["HOME"], !home.isEmpty {
            base = home + "/.cache"
        } else {
            base = NSTemporaryDirectory() + "xcollection-\(getuid())"
        }
        let folder = base + "/xcollection/swift"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw SwiftFileError.refused("--swift cannot make its cache folder \(folder): \(error.localizedDescription)")
        }
        return SwiftFileCache(folder: folder)
    }

    func library(for key: String) -> String { "\(folder)/\(key).so" }

    /// The library for `key` when it has been compiled, marked as just used.
    func existingLibrary(for key: String) -> String? {
        let path = library(for: key)
        guard access(path, R_OK) == 0 else { return nil }
        utimensat(AT_FDCWD, path, nil, 0)
        return path
    }

    /// Runs `body` holding the key's lock, so that two runs of one file compile it once: the
    /// second waits and then finds the first one's library.
    func whileLocked<Result>(_ key: String, _ body: () throws -> Result) rethrows -> Result {
        let descriptor = open("\(folder)/\(key).lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor >= 0 { flock(descriptor, LOCK_EX) }
        defer {
            if descriptor >= 0 {
                unlink("\(folder)/\(key).lock")
                close(descriptor)
            }
        }
        return try body()
    }

    /// Removes the least recently used libraries past `capacity`, and the entry points of
    /// other versions than `currentEntryPoint` (the folder's name).
    func trim(keepingEntryPoint currentEntryPoint: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix("entry-point-") && name != currentEntryPoint {
            try? FileManager.default.removeItem(atPath: "\(folder)/\(name)")
        }
        let libraries = names.filter { $0.hasSuffix(".so") && !$0.hasSuffix(".partial.so") }.map { name -> (String, Int) in
            var info = stat()
            stat("\(folder)/\(name)", &info)
            return (name, info.st_mtim.tv_sec)
        }
        guard libraries.count > Self.capacity else { return }
        for (name, _) in libraries.sorted(by: { $0.1 < $1.1 }).prefix(libraries.count - Self.capacity) {
            unlink("\(folder)/\(name)")
        }
    }
}
