import Foundation
import Glibc
import TargetActionRewrite
import XCollectionProgram

/// Compiling one text of a `--swift` file into the cache: all it needs, found on the window's
/// thread, so that it can run on another while the window goes on.
struct SwiftFileCompilation: Sendable {
    /// The first file or folder, as the command line gave it; the files compiled, and the texts
    /// the key was made from.
    let path: String
    let files: [String]
    let texts: [String]
    let key: String
    /// Whether the file defines a layout or a screen, which entry point it is compiled with.
    let kind: EntryPointSource.Kind
    let compiler: SwiftFileCompiler
    let cache: SwiftFileCache

    /// Compiles the text under its key, unless another run has meanwhile (the key's lock makes a
    /// second run wait for the first's library). When the file changed while it compiled, the
    /// library is not what the key names: it is used once and not kept.
    func run() throws -> CompiledSwiftFile {
        if cache.isPrivate { return try runPrivately() }
        return try cache.whileLocked(key) {
            if let found = cache.existingLibrary(for: key, file: path) { return CompiledSwiftFile(library: found, isTemporary: false) }
            let partial = partialPath
            let library: String? = try CompilerProcess.removingOnSignal(partial) {
                try compile(into: partial)
                guard files.map({ try? LayoutFileReader.read($0) }) == texts.map(Optional.some) else { return nil }
                return cache.keep(partial, as: key)
            }
            guard let library else { return CompiledSwiftFile(library: partial, isTemporary: true) }
            cache.trim(keepingEntryPoint: Self.entryPointFolder)
            return CompiledSwiftFile(library: library, isTemporary: false)
        }
    }

    /// Compiles into a folder of this run's alone, removed once the library is open (or the
    /// compile failed).
    private func runPrivately() throws -> CompiledSwiftFile {
        do {
            let partial = partialPath
            try CompilerProcess.removingOnSignal(partial) { try compile(into: partial) }
            return CompiledSwiftFile(library: partial, isTemporary: true, privateFolder: cache.folder)
        } catch {
            try? FileManager.default.removeItem(atPath: cache.folder)
            throw error
        }
    }

    /// Where this run makes its library: `KEY.PID.partial.so`, until the cache keeps it.
    private var partialPath: String { "\(cache.folder)/\(key).\(getpid()).partial.so" }

    /// Compiles the file into `partial`; removed when it fails.
    private func compile(into partial: String) throws {
        let entryPoint = try writeEntryPoint()
        let sourcesFolder = "\(cache.folder)/\(key).\(getpid()).sources"
        defer { try? FileManager.default.removeItem(atPath: sourcesFolder) }
        do {
            let sources = try writeRewrittenSources(into: sourcesFolder)
            // A private folder holds everything the compile writes, the compiler's module cache too.
            try compiler.compile(sources: sources, entryPoint: entryPoint, to: partial,
                                 moduleCache: cache.isPrivate ? cache.folder + "/ModuleCache" : nil)
        } catch {
            unlink(partial)
            throw error
        }
    }

    /// The files as they are compiled: target–action rewritten where a file needs it (into
    /// `folder`, each starting with a `#sourceLocation` of the user's file, so diagnostics name
    /// the user's lines), as given otherwise; and the registrations of the selector dispatches.
    private func writeRewrittenSources(into folder: String) throws -> [String] {
        let rewrite = TargetActionRewrite(files: zip(files, texts).map { TargetActionRewrite.File(path: $0, text: $1) })
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var sources: [String] = []
            for (index, (file, rewritten)) in zip(files, rewrite.rewritten).enumerated() {
                guard let rewritten else { sources.append(file); continue }
                // Numbered: files of one name in two folders stay apart, and the copy's own
                // `#fileID` differs from the one its `#sourceLocation` gives (the compiler warns
                // when two paths of a module share one).
                let name = "\(folder)/\(index)-\(file.split(separator: "/").last.map(String.init) ?? "file.swift")"
                try rewritten.write(toFile: name, atomically: true, encoding: .utf8)
                sources.append(name)
            }
            let registrations = "\(folder)/xcollection-selectors.swift"
            try rewrite.registrations.write(toFile: registrations, atomically: true, encoding: .utf8)
            return sources + [registrations]
        } catch {
            throw SwiftFileError.refused("--swift cannot write the files it compiles into \(folder): \(error.localizedDescription)")
        }
    }

    /// The generated entry point's source, written once per version into the cache.
    private static let entryPointFolder = "entry-point-\(EntryPointSource.version)"

    private func writeEntryPoint() throws -> String {
        let folder = "\(cache.folder)/\(Self.entryPointFolder)/\(kind.rawValue)"
        let file = "\(folder)/\(EntryPointSource.fileName)"
        if (try? String(contentsOfFile: file, encoding: .utf8)) == kind.text { return file }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try kind.text.write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            throw SwiftFileError.refused("--swift cannot write its entry point into \(folder): \(error.localizedDescription)")
        }
        return file
    }
}
