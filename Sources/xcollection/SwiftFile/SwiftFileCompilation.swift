import Foundation
import Glibc

/// Compiling one text of a `--swift` file into the cache: all it needs, found on the window's
/// thread, so that it can run on another while the window goes on.
struct SwiftFileCompilation: Sendable {
    /// The file, as the command line gave it, and the text the key was made from.
    let path: String
    let text: String
    let key: String
    let compiler: SwiftFileCompiler
    let cache: SwiftFileCache

    /// Compiles the text under its key, unless another run has meanwhile (the key's lock makes a
    /// second run wait for the first's library). When the file changed while it compiled, the
    /// library is not what the key names: it is used once and not kept.
    func run() throws -> CompiledSwiftFile {
        try cache.whileLocked(key) {
            if let found = cache.existingLibrary(for: key) { return CompiledSwiftFile(library: found, isTemporary: false) }
            let entryPoint = try writeEntryPoint()
            let partial = "\(cache.folder)/\(key).\(getpid()).partial.so"
            do {
                try compiler.compile(source: path, entryPoint: entryPoint, to: partial)
            } catch {
                unlink(partial)
                throw error
            }
            guard (try? LayoutFileReader.read(path)) == text else { return CompiledSwiftFile(library: partial, isTemporary: true) }
            let library = cache.library(for: key)
            guard rename(partial, library) == 0 else { return CompiledSwiftFile(library: partial, isTemporary: true) }
            cache.trim(keepingEntryPoint: Self.entryPointFolder)
            return CompiledSwiftFile(library: library, isTemporary: false)
        }
    }

    /// The generated entry point's source, written once per version into the cache.
    private static let entryPointFolder = "entry-point-\(EntryPointSource.version)"

    private func writeEntryPoint() throws -> String {
        let folder = "\(cache.folder)/\(Self.entryPointFolder)"
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
