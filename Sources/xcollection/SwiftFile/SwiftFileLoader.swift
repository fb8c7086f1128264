import Foundation
import Glibc
import SwiftFileSupport

/// `--swift FILE`: the file compiled with the toolchain on `PATH` against the program's own
/// modules — or taken from the cache when the same text was compiled by the same toolchain for
/// the same build — and opened into the program.
struct SwiftFileLoader {
    /// The file, as the command line gave it.
    let path: String
    /// 5, or 6 with `--swift-version 6`.
    let languageMode: Int
    let environment: [String: String]

    /// What the file defines, for a collection view of `width` by `height`.
    func load(width: Double, height: Double) throws -> SwiftFileDefinitions {
        guard !path.isEmpty else { throw SwiftFileError.refused("--swift needs a file name") }
        let text: String
        do {
            text = try LayoutFileReader.read(path)
        } catch {
            throw SwiftFileError.refused("\(error)")
        }
        let toolchain = try SwiftToolchain.onPath(environment["PATH"])
        let build = try ProgramBuild.current()
        let cache = try SwiftFileCache.forUser(environment: environment)
        var key = CacheKey()
        for part in [text, toolchain.identity, build.identity, "swift \(languageMode)", "entry point \(EntryPointSource.version)"] {
            key.add(part)
        }
        let library = try cache.existingLibrary(for: key.text).map { (path: $0, isTemporary: false) } ?? cache.whileLocked(key.text) {
            if let found = cache.existingLibrary(for: key.text) { return (path: found, isTemporary: false) }
            return try compile(text: text, key: key.text, toolchain: toolchain, build: build, cache: cache)
        }
        // Opened, a library stays mapped when its file goes.
        defer { if library.isTemporary { unlink(library.path) } }
        return try SwiftFileLibrary.definitions(in: library.path, width: width, height: height, file: path)
    }

    /// Compiles the file into the cache under `key`. When the file changed while it compiled, the
    /// library is not what `key` names: it is used once and not kept.
    private func compile(text: String, key: String, toolchain: SwiftToolchain, build: ProgramBuild,
                         cache: SwiftFileCache) throws -> (path: String, isTemporary: Bool) {
        let entryPoint = try writeEntryPoint(in: cache)
        let partial = "\(cache.folder)/\(key).\(getpid()).partial.so"
        do {
            try SwiftFileCompiler(toolchain: toolchain, build: build, languageMode: languageMode)
                .compile(source: path, entryPoint: entryPoint, to: partial)
        } catch {
            unlink(partial)
            throw error
        }
        guard (try? LayoutFileReader.read(path)) == text else { return (partial, true) }
        let library = cache.library(for: key)
        guard rename(partial, library) == 0 else { return (partial, true) }
        cache.trim()
        return (library, false)
    }

    /// The generated entry point's source, written once per version into the cache.
    private func writeEntryPoint(in cache: SwiftFileCache) throws -> String {
        let folder = "\(cache.folder)/entry-point-\(EntryPointSource.version)"
        let file = "\(folder)/\(EntryPointSource.fileName)"
        if (try? String(contentsOfFile: file, encoding: .utf8)) == EntryPointSource.text { return file }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try EntryPointSource.text.write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            throw SwiftFileError.refused("--swift cannot write its entry point into \(folder): \(error.localizedDescription)")
        }
        return file
    }
}
