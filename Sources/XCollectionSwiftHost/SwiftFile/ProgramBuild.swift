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
        let maps = ["CX11", "CPNG", "CTurboJPEG", "CHarfBuzz", "CFriBidi"].compactMap { name in
            ["\(folder)/ModuleMaps/\(name)/module.modulemap", "\(root)/Sources/\(name)/module.modulemap"]
                .first { FileManager.default.fileExists(atPath: $0) }
        }
        return ProgramBuild(modules: modules, moduleMaps: maps,
                            identity: "\(executable) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
    }
}
