import Foundation
import Glibc
import XCollectionProgram

/// Compiles a `--swift` file and the generated entry point into a shared library that holds no
/// copy of the program's modules: their symbols stay undefined, and the program, which exports
/// its own, provides them when it opens the library.
struct SwiftFileCompiler {
    let toolchain: SwiftToolchain
    let build: ProgramBuild
    /// `-swift-version`: 5 unless the command line says 6.
    let languageMode: Int

    /// The module the file is compiled as; what its own types are qualified with.
    static let moduleName = "SwiftLayoutFile"
    /// Unoptimised, as a debug build, so a trap's message keeps its place; with line tables (no
    /// other debug information: they cost no measurable compile time) so a trap the runtime
    /// writes nothing for is placed by its address (`TrapPlace`).
    static let optimizationFlags = ["-Onone", "-gline-tables-only"]

    /// Compiles `sources` as one module (each as given, so the compiler's diagnostics name it as
    /// the user does) with `entryPoint` into `library`, keeping the compiler's module cache in
    /// `moduleCache` when given (else where the compiler keeps it); on failure, throws the
    /// compiler's diagnostics.
    func compile(sources: [String], entryPoint: String, to library: String, moduleCache: String? = nil) throws {
        let source = sources.first ?? ""
        var arguments = ["-emit-library", "-parse-as-library", "-module-name", Self.moduleName,
                         "-swift-version", "\(languageMode)"] + Self.optimizationFlags + ["-I", build.modules]
        // One frontend for the whole module rather than one per file: the file, the selector
        // registrations and the entry point then load the program's modules once, not three
        // times (0.42-0.54 s against 0.77 s for journal.swift); the linker was tried too (lld
        // against gold: no gain once the frontends were one).
        arguments.append("-wmo")
        if let moduleCache { arguments += ["-module-cache-path", moduleCache] }
        for map in build.moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=\(map)"] }
        for flag in Self.systemLibraryFlags { arguments += ["-Xcc", flag] }
        if isatty(STDERR_FILENO) == 1 { arguments.append("-color-diagnostics") }
        // After `--` a name is a file, not an option; but the driver drops a leading `./` and
        // hands a relative name that starts with `-` on to its frontends as an option, so such a
        // file goes as a full path.
        let inputs = sources.map { source in
            let startsWithDash = source.split(separator: "/").last?.hasPrefix("-") ?? false
            return startsWithDash && !source.hasPrefix("/") ? FileManager.default.currentDirectoryPath + "/" + source : source
        }
        arguments += ["-o", library, "--"] + inputs + [entryPoint]
        let outcome = try CompilerProcess.run(toolchain.compiler, arguments)
        guard outcome.status == 0 else { throw failure(outcome.output, source: source) }
    }

    /// The C flags of the system libraries behind CX11, CPNG, CTurboJPEG, CHarfBuzz and CFriBidi (Xft's headers include
    /// FreeType's from their own folder), as SwiftPM passes them when it builds the modules, for a
    /// file that imports `CollectionWindow` or `X11Window`; none when pkg-config is missing. Asked
    /// once a process: pkg-config takes 50-150 ms, which every save under `--watch` would pay.
    private static let systemLibraryFlags: [String] = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--cflags", "xft", "libpng", "libturbojpeg", "harfbuzz", "fribidi"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return [] }
        return text.split(whereSeparator: \.isWhitespace).map(String.init)
    }()

    /// The compiler's diagnostics as a compile error — or, when they are only about the
    /// generated entry point, the one line saying what the file lacks.
    private func failure(_ diagnostics: String, source: String) -> SwiftFileError {
        let lines = diagnostics.split(separator: "\n").map { Self.withoutColour(String($0)) }
        let errors = lines.filter { $0.contains(": error: ") }
        let inEntryPoint = errors.filter { $0.contains(EntryPointSource.fileName + ":") }
        if !errors.isEmpty, inEntryPoint.count == errors.count {
            if inEntryPoint.contains(where: { $0.contains("cannot find 'createLayout' in scope") }) {
                return .refused("\(source): has no top-level func createLayout() -> UICollectionViewLayout for --swift to show")
            }
            let message = inEntryPoint[0].components(separatedBy: ": error: ").dropFirst().joined(separator: ": error: ")
            return .refused("\(source): --swift calls func createLayout() -> UICollectionViewLayout and func configure(_ collectionView: UICollectionView) and reads let itemCounts: [Int], and cannot here: \(message)")
        }
        let first = errors.first ?? lines.first(where: { !$0.isEmpty }) ?? "the compiler failed without a message"
        var written = diagnostics.hasSuffix("\n") || diagnostics.isEmpty ? diagnostics : diagnostics + "\n"
        // Code brought over from iOS starts with UIKit's import; say what stands for it here.
        if errors.contains(where: { $0.contains("no such module 'UIKit'") }) {
            written += "xcollection: \(source): write `import UIKitCompat` where iOS code has `import UIKit`\n"
        }
        return .compileFailed(diagnostics: written, firstError: first)
    }

    /// `line` without the terminal's colour codes, which `-color-diagnostics` adds.
    private static func withoutColour(_ line: String) -> String {
        guard line.contains("\u{1B}[") else { return line }
        var result = "", escaping = false
        for character in line {
            if escaping {
                if character.isLetter { escaping = false }
            } else if character == "\u{1B}" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
