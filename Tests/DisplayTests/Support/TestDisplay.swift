import Foundation
import Testing

/// The X server the display tests run against: the private Xvfb that `make test` starts
/// (through `Tests/with-xvfb`), named by `XCOLLECTION_TEST_DISPLAY`.
enum TestDisplay {
    static var name: String? {
        ProcessInfo.processInfo.environment["XCOLLECTION_TEST_DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The display's name, or a recorded failure telling how to run these tests.
    static func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(name, "the display tests need an X server: run them with `make test`, or `Tests/with-xvfb swift test`",
                     sourceLocation: sourceLocation)
    }

    /// The environment for a child program on the test display, with the fixed fonts.
    static func environment(display: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../assets/fonts.conf").standardized.path
        environment["FONTCONFIG_FILE"] = fonts
        return environment
    }
}
