import Foundation
import Testing

/// A plain `swift build` on a machine missing a header says which Debian package has it,
/// instead of only clang's "file not found": the shims check each header before including it.
@Suite("A missing system header names its Debian package")
struct ShimHeaderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    static let headers: [(shim: String, header: String, package: String)] = [
        ("CX11", "X11/Xlib.h", "libx11-dev"),
        ("CX11", "X11/extensions/Xrender.h", "libxrender-dev"),
        ("CX11", "X11/Xft/Xft.h", "libxft-dev"),
        ("CX11", "fontconfig/fontconfig.h", "libfontconfig-dev"),
        ("CX11", "X11/extensions/XInput2.h", "libxi-dev"),
        ("CX11", "X11/extensions/XTest.h", "libxtst-dev"),
        ("CPNG", "png.h", "libpng-dev"),
    ]

    @Test("each header, when it alone is missing", arguments: headers.indices)
    func missingHeader(index: Int) throws {
        let missing = Self.headers[index]
        // Empty stand-ins for every header but the missing one, and no system include paths.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-headers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let present = Self.headers.filter { $0.shim == missing.shim && $0.header != missing.header }.map(\.header)
            + ["X11/Xutil.h", "X11/Xatom.h", "X11/keysym.h"]
        for header in present {
            let file = directory.appendingPathComponent(header)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: file.path, contents: Data())
        }
        let shim = Self.root.appendingPathComponent("Sources/\(missing.shim)/shim.h").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["clang", "-fsyntax-only", "-nostdinc", "-isystem", directory.path, "-x", "c", shim]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(text.contains("\(missing.header) is missing: install Debian's \(missing.package)"), "\(text)")
    }
}
