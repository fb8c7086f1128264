import Glibc
import SwiftFileSupport
import XCollectionProgram

/// A compiled `--swift` file opened into the program: its symbols resolve against the program's
/// own, so the layout it returns is made of the program's classes.
///
/// A library is never closed: Swift code cannot be unloaded safely (the runtime keeps its type
/// records), so each reload under `--watch` maps one more, a few hundred kilobytes.
enum SwiftFileLibrary {
    /// Opens `path` and calls its entry point for a collection view of `width` by `height`.
    static func definitions(in path: String, width: Double, height: Double, file: String, files: [String]) throws -> SwiftFileDefinitions {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            throw SwiftFileError.refused("\(file): the compiled file cannot be opened into xcollection (\(reason)); it may use a module the program does not link")
        }
        guard let symbol = dlsym(handle, SwiftFileDefinitions.entryPointName) else {
            throw SwiftFileError.refused("\(file): the compiled file has no entry point \(SwiftFileDefinitions.entryPointName)")
        }
        typealias EntryPoint = @convention(c) (Double, Double) -> UInt
        let entryPoint = unsafeBitCast(symbol, to: EntryPoint.self)
        TrapReport.install(for: files)
        TrapPlace.libraries.insert(path)
        guard let pointer = UnsafeRawPointer(bitPattern: entryPoint(width, height)) else {
            throw SwiftFileError.refused("\(file): the compiled file's entry point returned nothing")
        }
        return Unmanaged<SwiftFileDefinitions>.fromOpaque(pointer).takeRetainedValue()
    }
}
