import Foundation
import TestSupport
import Testing

/// The drawing program loads only what drawing needs: no Foundation (nor its ICU), and none of
/// UIKitCompat's code, which only xcollection-swift, the `--swift` host, carries.
@Suite struct ProgramFootprintTests {
    static let foundationLibraries = ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"]

    /// The shared libraries `path` needs, as the dynamic loader lists them.
    static func libraries(of path: String) throws -> String {
        let output = try ProgramRunner.runTool("/usr/bin/ldd", [path])
        try #require(output.status == 0, "ldd \(path): \(output.stderr)")
        return output.stdout
    }

    @Test("xcollection needs neither Foundation nor ICU; xcollection-swift needs both")
    func foundationOnlyInTheSwiftHost() throws {
        let program = try Self.libraries(of: ProgramRunner.executable.path)
        let host = try Self.libraries(of: ProgramRunner.executable.path + "-swift")
        for library in Self.foundationLibraries {
            #expect(!program.contains(library), "xcollection loads \(library)")
            #expect(host.contains(library), "xcollection-swift does not load \(library)")
        }
    }

    @Test("xcollection holds no code of UIKitCompat; xcollection-swift does")
    func uikitCompatOnlyInTheSwiftHost() throws {
        // Every symbol of the module carries its name, mangled as its length and its letters.
        let mangled = Data("11UIKitCompat".utf8)
        let program = try Data(contentsOf: ProgramRunner.executable)
        let host = try Data(contentsOf: URL(fileURLWithPath: ProgramRunner.executable.path + "-swift"))
        #expect(program.range(of: mangled) == nil)
        #expect(host.range(of: mangled) != nil)
    }
}
