import Foundation
import Glibc
import XCollectionProgram

/// The folder of compiled `--swift` files, `$XDG_CACHE_HOME/xcollection/swift` (or
/// `~/.cache/xcollection/swift`, or `$TMPDIR/xcollection-UID/xcollection/swift` when neither is
/// set): one shared library per cache key with its size and hash beside it, written whole and then
/// renamed into place, so a run that finds one finds all of it.
///
/// The program runs what it finds there, so the folder is checked on every use
/// (`PrivateFolderCheck`); one that is not the user's alone is not used, and the file is compiled
/// into a private temporary folder instead (`isPrivate`), removed once the library is open.
struct SwiftFileCache {
    /// How many libraries the folder keeps; the least recently used go first.
    static let capacity = 64

    let folder: String
    /// A fresh folder of this run's alone, whose libraries are not kept.
    let isPrivate: Bool

    /// The folder for `environment`'s user, created when missing, checked, and cleared of what
    /// compiles that died left behind; or a private temporary folder, with a note saying why.
    static func forUser(environment: [String: String]) throws -> SwiftFileCache {
        let base: String
        var own = ["xcollection", "xcollection/swift"]
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            base = cache
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.cache"
        } else {
            base = temporaryFolder(environment) + "/xcollection-\(geteuid())"
            own.insert("", at: 0)
        }
        let folders = own.map { $0.isEmpty ? base : base + "/" + $0 }
        if let problem = PrivateFolderCheck.make(base) ?? PrivateFolderCheck.problem(base: base, own: folders) {
            return try privateFolder(environment, instead: folders.last!, because: problem)
        }
        let cache = SwiftFileCache(folder: folders.last!, isPrivate: false)
        cache.removeAbandonedPartials()
        return cache
    }

    private static func temporaryFolder(_ environment: [String: String]) -> String {
        var folder = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return folder
    }

    /// A new folder only this run knows, mode 0700 (`mkdtemp`).
    private static func privateFolder(_ environment: [String: String], instead cache: String, because problem: String) throws -> SwiftFileCache {
        var template = Array((temporaryFolder(environment) + "/xcollection-swift-XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else {
            throw SwiftFileError.refused("--swift does not use the cache \(cache) (\(problem)) and cannot make a private folder in \(temporaryFolder(environment)): \(String(cString: strerror(errno)))")
        }
        Diagnostics.note("--swift does not use the cache \(cache): \(problem); compiling into a private temporary folder instead")
        return SwiftFileCache(folder: template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }, isPrivate: true)
    }

    func library(for key: String) -> String { "\(folder)/\(key).so" }
    func record(for key: String) -> String { "\(folder)/\(key).sum" }

    /// The library for `key` when it has been compiled and is still as it was written, marked as
    /// just used; a damaged one is removed, with a note, so that it is compiled again.
    func existingLibrary(for key: String, file: String) -> String? {
        let path = library(for: key)
        guard access(path, F_OK) == 0 else { return nil }
        let recorded = (try? String(contentsOfFile: record(for: key), encoding: .utf8)).flatMap(LibraryRecord.init(text:))
        let actual = LibraryRecord(ofFileAt: path)
        guard let recorded, let actual, recorded == actual else {
            if let recorded {
                Diagnostics.note("\(file): its compiled copy in the cache is damaged (\(actual?.size ?? 0) bytes where \(recorded.size) were written); compiling it again")
            }
            unlink(path)
            unlink(record(for: key))
            return nil
        }
        utimensat(AT_FDCWD, path, nil, 0)
        return path
    }

    /// Puts the compiled `partial` into the cache under `key`: its record first, then the library,
    /// each renamed into place. Returns the library's path, or nil when it could not be kept.
    func keep(_ partial: String, as key: String) -> String? {
        guard let record = LibraryRecord(ofFileAt: partial), record.size > 0 else { return nil }
        let recordPartial = "\(folder)/\(key).\(getpid()).partial.sum"
        guard (try? record.text.write(toFile: recordPartial, atomically: false, encoding: .utf8)) != nil,
              rename(recordPartial, self.record(for: key)) == 0 else {
            unlink(recordPartial)
            return nil
        }
        guard rename(partial, library(for: key)) == 0 else { return nil }
        return library(for: key)
    }

    /// Runs `body` holding the key's lock, so that two runs of one file compile it once: the
    /// second waits and then finds the first one's library.
    func whileLocked<Result>(_ key: String, _ body: () throws -> Result) rethrows -> Result {
        let descriptor = open("\(folder)/\(key).lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if descriptor >= 0 { flock(descriptor, LOCK_EX) }
        defer {
            if descriptor >= 0 {
                unlink("\(folder)/\(key).lock")
                close(descriptor)
            }
        }
        return try body()
    }

    /// Removes `KEY.PID.partial.so` and `.sum` files whose compile's process is gone: a compile
    /// killed outright (SIGKILL, a power cut) had no chance to.
    func removeAbandonedPartials() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasSuffix(".partial.so") || name.hasSuffix(".partial.sum") {
            let parts = name.split(separator: ".")
            guard parts.count == 4, let process = pid_t(parts[1]) else { continue }
            if kill(process, 0) != 0, errno == ESRCH { unlink("\(folder)/\(name)") }
        }
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
            unlink("\(folder)/\(name.dropLast(".so".count)).sum")
        }
    }
}
