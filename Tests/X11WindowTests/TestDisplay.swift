import Foundation
import Testing
import X11Window

/// Every suite that talks to an X server, nested here so that they run one test at a time
/// (X11Window is safe across threads with separate displays; one at a time keeps the load low).
@Suite(.serialized) struct XServerTests {}

/// Runs `body` against a private Xvfb of its own. Never the shared test display that
/// `Tests/with-xvfb` names: the program's display tests drive the pointer and focus there at
/// the same time.
///
/// Everything `body` makes from the display is released when it returns, before the Xvfb is
/// killed; a display outliving its server would end the process (see `Display`).
func withTestDisplay(_ body: (TestDisplay) throws -> Void) throws {
    let server = try XvfbServer()
    try withExtendedLifetime(server) {
        try body(try TestDisplay(name: server.displayName))
    }
}

/// A connection to the test's X server, and helpers to make shown windows on it.
struct TestDisplay {
    let display: Display

    init(name: String) throws {
        // The socket appears a moment before the server accepts; retry briefly.
        var lastError: X11Error?
        for _ in 0..<100 {
            do {
                display = try Display(name: name)
                return
            } catch {
                lastError = error
                usleep(20_000)
            }
        }
        throw lastError!
    }

    /// A shown window at (0, 0) with its first Expose consumed.
    func makeWindow(width: Int = 320, height: Int = 240) throws -> Window {
        let window = try Window(display: display, width: width, height: height, title: "X11WindowTests")
        window.show()
        while let event = window.nextEvent(timeout: 0.2) {
            if case .exposed = event { break }
        }
        return window
    }
}

/// Waits up to `timeout` seconds for an event `match` accepts, skipping the others.
func awaitEvent<T>(_ window: Window, timeout: Double = 3, _ match: (WindowEvent) -> T?) -> T? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        guard let event = window.nextEvent(timeout: deadline.timeIntervalSinceNow) else { return nil }
        if let value = match(event) { return value }
    }
    return nil
}

extension RGBAImage {
    /// The pixel at (x, y) as an array, for readable expectations.
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        let p = pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
    }
}
