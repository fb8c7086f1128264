import Foundation
import X11Window

/// Drives the program's window through XTest and reads the screen back, for the display
/// tests. With no window manager on the test server the window sits at the screen's origin.
public final class WindowDriver {
    public let display: Display
    public let input: SyntheticInput

    public init(display name: String) throws {
        display = try Display(name: name)
        input = try SyntheticInput(display: display)
    }

    public func move(_ x: Int, _ y: Int) {
        input.move(x: x, y: y)
        input.flush()
    }

    public func click(button: Int, at point: (Int, Int)? = nil, times: Int = 1) {
        if let point { move(point.0, point.1) }
        for _ in 0..<times {
            input.click(button: button)
            input.flush()
            usleep(5_000)
        }
    }

    /// Presses button 1 at `from`, moves through `points` (x, y, milliseconds to wait before
    /// each), waits `restBeforeRelease` ms, and releases where it ended.
    public func drag(from start: (Int, Int), through points: [(Int, Int, UInt32)], restBeforeRelease: UInt32 = 0) {
        move(start.0, start.1)
        input.press(button: 1)
        input.flush()
        for (x, y, wait) in points {
            usleep(wait * 1000)
            move(x, y)
        }
        usleep(restBeforeRelease * 1000)
        input.release(button: 1)
        input.flush()
    }

    public func key(_ keysym: UInt) {
        input.key(keysym, press: true)
        input.key(keysym, press: false)
        input.flush()
    }

    /// The screen's top-left `width` x `height` pixels.
    public func capture(width: Int, height: Int) -> RGBAImage {
        display.captureScreen(x: 0, y: 0, width: width, height: height)
    }

    /// Captures until the screen matches `expected`, for up to `timeout` seconds; the last capture.
    public func waitForScreen(matching expected: RGBAImage, comparison: ImageComparison = ImageComparison(), timeout: Double = 5)
        -> (matched: Bool, image: RGBAImage, differing: Int) {
        let deadline = Date().addingTimeInterval(timeout)
        var image = capture(width: expected.width, height: expected.height)
        var result = comparison.compare(image, with: expected)
        while !comparison.matches(result), Date() < deadline {
            usleep(20_000)
            image = capture(width: expected.width, height: expected.height)
            result = comparison.compare(image, with: expected)
        }
        return (comparison.matches(result), image, result.differing)
    }

    /// The windows of class `xcollection` on the screen.
    public func programWindows() -> [UInt] {
        display.topLevelWindows(className: "xcollection")
    }
}
