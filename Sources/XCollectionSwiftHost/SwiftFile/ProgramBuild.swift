import Foundation
import Glibc
import X11Window
import XCollectionProgram

/// The build this program comes from: the compiled modules a `--swift` file imports, found
/// beside the running executable (`.build/CONFIGURATION/Modules`), and what identifies the build.
struct ProgramBuild {
    /// The folder of the program's `.swiftmodule` files.
    let modules: String
    /// The module maps of the C libraries the modules may import (CX11, CPNG, CTurboJPEG, CHarfBuzz, CFriBidi):
    /// beside an installed program, or still where the package had them.
    let moduleMaps: [String]
    /// The executable's real path, size and modification time: a new build is a new file, and a
    /// library compiled against another build must not be opened into this one.
    let identity: String

    /// The build of the running executable; a one-line refusal when its modules are not beside it,
    /// as when the executable was copied out of its build folder.
    static func current() throws -> ProgramBuild {
        guard let executable = RunningExecutable.path else {
            throw SwiftFileError.refused("--swift cannot find the running program (/proc/self/exe): \(String(cString: strerror(errno)))")
        }
        var info = stat()
        stat(executable, &info)
        let folder = (executable as NSString).deletingLastPathComponent
        let modules = folder + "/Modules"
        guard FileManager.default.fileExists(atPath: modules + "/UIKitCompat.swiftmodule") else {
            throw SwiftFileError.refused("--swift compiles against the modules xcollection was built with, and there are none in \(modules): run the xcollection of a SwiftPM build folder (.build/debug or .build/release), not a copy moved out of it")
        }
        // Installed (`make install`), the module maps are beside the program; in a build folder,
        // PACKAGE/.build/x86_64-unknown-linux-gnu/debug, the package is three folders up.
        let buildFolder = ((folder as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let root = (buildFolder as NSString).deletingLastPathComponent
        let placed = cModules.map { name in
            ["\(folder)/ModuleMaps/\(name)/module.modulemap", "\(root)/Sources/\(name)/module.modulemap"]
                .first { FileManager.default.fileExists(atPath: $0) }
        }
        // A build in a --scratch-path outside the package records where the maps were in its
        // build description.
        let description = placed.contains(nil) ? try? String(contentsOfFile: folder + "/description.json", encoding: .utf8) : nil
        let found = zip(cModules, placed).map { name, path in path ?? description.flatMap { recordedMap(name, in: $0) } }
        let missing = zip(cModules, found).filter { $0.1 == nil }.map(\.0)
        guard missing.isEmpty else {
            throw SwiftFileError.refused("--swift cannot find the module maps of \(missing.joined(separator: ", ")) beside \(folder), in \(root)/Sources or in the build's description.json: build xcollection with swift build in its package (a --scratch-path anywhere), or make install")
        }
        let maps = found.compactMap { $0 }
        return ProgramBuild(modules: modules, moduleMaps: maps,
                            identity: "\(executable) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
    }

    /// The C modules the program's modules import.
    static let cModules = ["CX11", "CPNG", "CTurboJPEG", "CHarfBuzz", "CFriBidi"]

    /// The module map of `name` that the build description `text` passed to the compiler, when
    /// it is still there.
    private static func recordedMap(_ name: String, in text: String) -> String? {
        let suffix = "/\(name)/module.modulemap", flag = "-fmodule-map-file="
        var searchStart = text.startIndex
        while let found = text.range(of: suffix, range: searchStart..<text.endIndex) {
            searchStart = found.upperBound
            guard let start = text.range(of: flag, options: .backwards, range: text.startIndex..<found.lowerBound) else { continue }
            let path = String(text[start.upperBound..<found.upperBound])
            if !path.contains("\""), FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }
}
