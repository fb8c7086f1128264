import Foundation
import Glibc
import SwiftFileSupport
import XCollectionProgram

/// `--swift FILE`: the file compiled with the toolchain on `PATH` against the program's own
/// modules — or taken from the cache when the same text was compiled by the same toolchain for
/// the same build — and opened into the program.
struct SwiftFileLoader: Sendable {
    /// The file, as the command line gave it.
    let path: String
    /// 5, or 6 with `--swift-version 6`.
    let languageMode: Int
    let environment: [String: String]

    /// Where the file stands: already compiled, or what compiling it takes.
    enum Step {
        case compiled(CompiledSwiftFile)
        case needsCompiling(SwiftFileCompilation)
    }

    /// What the file defines, for a collection view of `width` by `height`: found, compiled
    /// when needed, and opened.
    func load(width: Double, height: Double) throws -> SwiftFileDefinitions {
        switch try locate() {
        case .compiled(let compiled): try open(compiled, width: width, height: height)
        case .needsCompiling(let compilation): try open(compilation.run(), width: width, height: height)
        }
    }

    /// Reads the file and looks for its library in the cache.
    func locate() throws -> Step {
        guard !path.isEmpty else { throw SwiftFileError.refused("--swift needs a file name") }
        // swiftc reads a file by its extension: any other name would be taken as something else.
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name.hasSuffix(".swift"), name != ".swift" else {
            throw SwiftFileError.refused("\(path): a --swift file's name must end in .swift (the compiler reads a file by its extension), as in MyLayout.swift")
        }
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
        let kind: EntryPointSource.Kind = TopLevelDeclarations(source: text).definesRootViewController ? .screen : .layout
        for part in [text, toolchain.identity, build.identity, "swift \(languageMode)", "entry point \(EntryPointSource.version) \(kind.rawValue)"] {
            key.add(part)
        }
        if !cache.isPrivate, let found = cache.existingLibrary(for: key.text, file: path) { return .compiled(CompiledSwiftFile(library: found, isTemporary: false)) }
        let compiler = SwiftFileCompiler(toolchain: toolchain, build: build, languageMode: languageMode)
        return .needsCompiling(SwiftFileCompilation(path: path, text: text, key: key.text, kind: kind, compiler: compiler, cache: cache))
    }

    /// Opens `compiled` into the program and calls its entry point; on the main thread, where
    /// the file's main-actor code may run.
    func open(_ compiled: CompiledSwiftFile, width: Double, height: Double) throws -> SwiftFileDefinitions {
        // Opened, a library stays mapped when its file goes.
        defer {
            if compiled.isTemporary { unlink(compiled.library) }
            if let folder = compiled.privateFolder { try? FileManager.default.removeItem(atPath: folder) }
        }
        return try SwiftFileLibrary.definitions(in: compiled.library, width: width, height: height, file: path)
    }
}
