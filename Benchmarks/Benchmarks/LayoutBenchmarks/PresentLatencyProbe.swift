import CXDamage
import Foundation

/// Times a wheel notch from the XTest event to the X server's Damage notification for the
/// program's window: the moment the frame that shows the notch reaches the window, as the server
/// (which is also the screen, under Xvfb) sees it. A connection of its own, outside the program.
final class PresentLatencyProbe {
    private let display: OpaquePointer
    private let window: Window
    private let damage: Damage
    private let damageNotify: Int32

    /// Watches `window` (another client's); nil when the server lacks Damage or XTest.
    init?(window: UInt) {
        guard let display = XOpenDisplay(nil) else { return nil }
        self.display = display
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        var testEvents: Int32 = 0, testErrors: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XDamageQueryExtension(display, &eventBase, &errorBase) != 0,
              XTestQueryExtension(display, &testEvents, &testErrors, &major, &minor) != 0 else {
            XCloseDisplay(display)
            return nil
        }
        self.window = window
        damageNotify = eventBase + XDamageNotify
        damage = XDamageCreate(display, window, Int32(XDamageReportNonEmpty))
        XSync(display, 0)
    }

    // Closing the connection frees the damage object; destroying it first would be an error
    // (which Xlib's default handler exits on) once the program's window is gone.
    deinit {
        XCloseDisplay(display)
    }

    /// Seconds from a click of `button` (5 down, 4 up) over the window to the first damage after
    /// it; nil when nothing was drawn within `timeout`. The window must be still before: this
    /// waits until `quiet` seconds pass without damage first.
    func notch(button: UInt32, quiet: Double = 0.15, timeout: Double = 1) -> Double? {
        waitForQuiet(quiet)
        XDamageSubtract(display, damage, 0, 0)
        XSync(display, 0)
        drain()
        let start = Self.now()
        XTestFakeButtonEvent(display, button, 1, 0)
        XTestFakeButtonEvent(display, button, 0, 0)
        XFlush(display)
        guard nextDamage(until: start + timeout) else { return nil }
        return Self.now() - start
    }

    /// Puts the pointer over the window's point (x, y) in pixels.
    func movePointer(x: Int32, y: Int32) {
        var child: Window = 0
        var rootX: Int32 = 0, rootY: Int32 = 0
        XTranslateCoordinates(display, window, XDefaultRootWindow(display), x, y, &rootX, &rootY, &child)
        XTestFakeMotionEvent(display, -1, rootX, rootY, 0)
        XSync(display, 0)
    }

    /// Returns once `seconds` pass with no damage to the window (at most 3 s of waiting).
    private func waitForQuiet(_ seconds: Double) {
        let giveUp = Self.now() + 3
        while Self.now() < giveUp {
            XDamageSubtract(display, damage, 0, 0)
            XSync(display, 0)
            drain()
            if !nextDamage(until: Self.now() + seconds) { return }
        }
    }

    /// Waits for a Damage notification until `deadline` (monotonic seconds); false at the deadline.
    private func nextDamage(until deadline: Double) -> Bool {
        let descriptor = XConnectionNumber(display)
        while true {
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if event.type == damageNotify { return true }
            }
            let left = deadline - Self.now()
            if left <= 0 { return false }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, Int32(max(1, left * 1000)))
        }
    }

    private func drain() {
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
        }
    }

    static func now() -> Double { RunningProgram.monotonicSeconds() }
}
