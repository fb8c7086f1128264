import Foundation
import X11Window

/// The X server a test draws on: XCOLLECTION_TEST_DISPLAY when set, else a private Xvfb that
/// lives as long as this value.
struct TestDisplay {
    let display: Display
    /// Kept only to keep the server alive; nil when the environment named a display.
    private let server: XvfbServer?

    init() throws {
        let named = ProcessInfo.processInfo.environment["XCOLLECTION_TEST_DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
        let server = named == nil ? try XvfbServer() : nil
        let name = named ?? server!.displayName
        // The socket appears a moment before the server accepts; retry briefly.
        var lastError: X11Error?
        for _ in 0..<100 {
            do {
                display = try Display(name: name)
                self.server = server
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
