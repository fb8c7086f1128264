import Foundation
import Testing
import X11Window

/// A connection to an X server of the test's own, and helpers to make shown windows on it.
public struct TestDisplay {
    public let display: Display

    public init(name: String) throws {
        display = try Display(name: name)
    }

    /// The display that `make test` starts (through `Tests/with-xvfb`), named by
    /// `XCOLLECTION_TEST_DISPLAY`; nil when the tests run without it.
    public static var sharedName: String? {
        ProcessInfo.processInfo.environment["XCOLLECTION_TEST_DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The shared display's name, or a recorded failure telling how to run these tests.
    public static func requireShared(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(sharedName, "these tests need an X server: run them with `make test`, or `Tests/with-xvfb swift test`",
                     sourceLocation: sourceLocation)
    }

    /// `assets/fonts.conf`: the fonts every render in the tests is drawn with.
    public static let fontConfigurationPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../assets/fonts.conf").standardized.path

    /// The environment for a child program on `display`, with the fixed fonts.
    public static func environment(display: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["FONTCONFIG_FILE"] = fontConfigurationPath
        return environment
    }

    /// A shown window at (0, 0) with its first Expose consumed.
    public func makeWindow(width: Int = 320, height: Int = 240) throws -> Window {
        let window = try Window(display: display, width: width, height: height, title: "X11WindowTests")
        window.show()
        while let event = window.nextEvent(timeout: 0.2) {
            if case .exposed = event { break }
        }
        return window
    }
}

/// Runs `body` against a private Xvfb of its own. Never the shared test display: the
/// program's tests drive the pointer and focus there at the same time.
///
/// Everything `body` makes from the display is released when it returns, before the Xvfb is
/// stopped; a display outliving its server would find its connection lost.
public func withTestDisplay(_ body: (TestDisplay) throws -> Void) throws {
    let server = try PrivateXvfb()
    try withExtendedLifetime(server) {
        try body(try TestDisplay(name: server.displayName))
    }
}

/// Waits up to `timeout` seconds for an event `match` accepts, skipping the others.
public func awaitEvent<T>(_ window: Window, timeout: Double = 3, _ match: (WindowEvent) -> T?) -> T? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        guard let event = window.nextEvent(timeout: deadline.timeIntervalSinceNow) else { return nil }
        if let value = match(event) { return value }
    }
    return nil
}

extension RGBAImage {
    /// The pixel at (x, y) as an array, for readable expectations.
    public func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        let p = pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
    }
}
