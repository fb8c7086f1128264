import CollectionView
import Foundation
import XCollectionProgram

/// Tries a watched save's code in a process of its own before the window opens it: the screen is
/// made and its layout solved (`--dump-layout` at the window's size), so a force-unwrap of nil or
/// a `fatalError` in `viewDidLoad`, a cell provider or a layout's `prepare()` stops that process,
/// not the viewer, which keeps its last good screen and names the trap in its banner, as Xcode's
/// previews survive a crashing preview.
///
/// The library is the one just compiled (the process finds it in the cache), so the try costs a
/// start of the program and one layout, not a compile.
enum TrapProbe {
    /// The one line naming the trap when `request`'s code traps as its screen is made; nil when it
    /// does not (or when the try cannot run, and the window opens the file as it would have).
    static func trap(in request: SwiftFileRequest) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        var arguments = ["--swift"] + request.paths
        arguments += ["--size", "\(NumberFormat.string(request.size.width))x\(NumberFormat.string(request.size.height))",
                      "--swift-version", "\(request.languageMode)", "--dump-layout"]
        if let counts = request.itemCounts { arguments += ["--item-counts", counts.map(String.init).joined(separator: ",")] }
        if let assets = request.assets { arguments += ["--assets", assets] }
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .uncaughtSignal || process.terminationStatus == 1 else { return nil }
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        guard let trap = lines.compactMap(TrapLine.trap(in:)).last else {
            return process.terminationReason == .uncaughtSignal ? "the --swift code stopped the program (signal \(process.terminationStatus))" : nil
        }
        return trap
    }
}
