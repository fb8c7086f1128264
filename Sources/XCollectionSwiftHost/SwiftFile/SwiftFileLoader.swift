import Foundation
import Glibc
import SwiftFileSupport
import TargetActionRewrite
import XCollectionProgram

/// `--swift FILE…`: the files (a folder's `.swift` files) compiled as one module with the
/// toolchain on `PATH` against the program's own modules — or taken from the cache when the same
/// texts were compiled by the same toolchain for the same build — and opened into the program.
struct SwiftFileLoader: Sendable {
    /// The first file or folder, as the command line gave it: what messages name.
    var path: String { paths[0] }
    /// Every file and folder the command line gave.
    let paths: [String]
    /// 5, or 6 with `--swift-version 6`.
    let languageMode: Int
    let environment: [String: String]

    init(paths: [String], languageMode: Int, environment: [String: String]) {
        self.paths = paths.isEmpty ? [""] : paths
        self.languageMode = languageMode
        self.environment = environment
    }

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

    /// The files to compile: each file given, and each folder's `.swift` files in name order.
    func sourceFiles() throws -> [String] {
        var files: [String] = []
        for given in paths {
            guard !given.isEmpty else { throw SwiftFileError.refused("--swift needs a file name") }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: given, isDirectory: &isFolder), isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: given)) ?? []
                let swift = names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted()
                guard !swift.isEmpty else { throw SwiftFileError.refused("\(given): the folder holds no .swift files for --swift to compile") }
                files += swift.map { (given.hasSuffix("/") ? given : given + "/") + $0 }
                continue
            }
            // swiftc reads a file by its extension: any other name would be taken as something else.
            let name = given.split(separator: "/").last.map(String.init) ?? given
            guard name.hasSuffix(".swift"), name != ".swift" else {
                throw SwiftFileError.refused("\(given): a --swift file's name must end in .swift (the compiler reads a file by its extension), as in MyLayout.swift")
            }
            files.append(given)
        }
        var seen = Set<String>()
        for file in files {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            guard seen.insert(name).inserted else {
                throw SwiftFileError.refused("\(file): two --swift files are named \(name); the compiler needs each file of a module named apart")
            }
        }
        return files
    }

    /// The files as they are compiled, for `--show-rewritten`: each under a `// FILE` line, with
    /// the registration of the dispatches last.
    func rewrittenSource() throws -> String {
        let files = try sourceFiles()
        let texts = try Self.texts(of: files)
        let rewrite = TargetActionRewrite(files: zip(files, texts).map { TargetActionRewrite.File(path: $0, text: $1) })
        var out = ""
        for (file, rewritten) in zip(files, rewrite.rewritten) {
            out += "// \(file)\n" + (rewritten ?? "// compiled as it is: nothing to rewrite\n")
            if !out.hasSuffix("\n") { out += "\n" }
            out += "\n"
        }
        return out + "// xcollection-selectors.swift (generated)\n" + rewrite.registrations
    }

    /// The text of each of `files`, or a refusal naming the first that cannot be read.
    private static func texts(of files: [String]) throws -> [String] {
        try files.map { file in
            do {
                return try LayoutFileReader.read(file)
            } catch {
                throw SwiftFileError.refused("\(error)")
            }
        }
    }

    /// Reads the files and looks for their library in the cache.
    func locate() throws -> Step {
        let files = try sourceFiles()
        let texts = try Self.texts(of: files)
        let toolchain = try SwiftToolchain.onPath(environment["PATH"])
        let build = try ProgramBuild.current()
        let cache = try SwiftFileCache.forUser(environment: environment)
        var key = CacheKey()
        let kind: EntryPointSource.Kind = texts.contains { TopLevelDeclarations(source: $0).definesRootViewController } ? .screen : .layout
        // Each file's name and text: a renamed file is another module's file to the compiler.
        for (file, text) in zip(files, texts) {
            key.add(file.split(separator: "/").last.map(String.init) ?? file)
            key.add(text)
        }
        for part in [toolchain.identity, build.identity, "swift \(languageMode)", SwiftFileCompiler.optimizationFlags.joined(separator: " "), "entry point \(EntryPointSource.version) \(kind.rawValue)",
                     "rewrite \(TargetActionRewrite.version)"] {
            key.add(part)
        }
        if !cache.isPrivate, let found = cache.existingLibrary(for: key.text, file: path) { return .compiled(CompiledSwiftFile(library: found, isTemporary: false)) }
        let compiler = SwiftFileCompiler(toolchain: toolchain, build: build, languageMode: languageMode)
        return .needsCompiling(SwiftFileCompilation(path: path, files: files, texts: texts, key: key.text, kind: kind, compiler: compiler, cache: cache))
    }

    /// Opens `compiled` into the program and calls its entry point; on the main thread, where
    /// the file's main-actor code may run.
    func open(_ compiled: CompiledSwiftFile, width: Double, height: Double) throws -> SwiftFileDefinitions {
        // Opened, a library stays mapped when its file goes.
        defer {
            if compiled.isTemporary { unlink(compiled.library) }
            if let folder = compiled.privateFolder { try? FileManager.default.removeItem(atPath: folder) }
        }
        if TrapPlace.symbolizer == nil { TrapPlace.symbolizer = (try? SwiftToolchain.onPath(environment["PATH"]))?.symbolizer }
        return try SwiftFileLibrary.definitions(in: compiled.library, width: width, height: height, file: path,
                                                files: (try? sourceFiles()) ?? paths)
    }
}
