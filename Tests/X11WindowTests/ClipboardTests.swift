import Foundation
import Testing
import TestSupport
import X11Window

/// The X CLIPBOARD selection between two windows on two connections, as between two programs:
/// what one copies the other pastes, in UTF-8; a second copy takes the selection over.
@Suite(.serialized) struct ClipboardTests {
    /// Serves `window`'s events on another thread while `body` runs, as the copying program's
    /// loop would, so it can answer the paste.
    private func serving(_ window: Window, _ body: () -> Void) {
        nonisolated(unsafe) let served = window
        let stop = NSCondition()
        nonisolated(unsafe) var stopping = false, stopped = false
        Thread {
            while !(stop.withLock { stopping }) { _ = served.nextEvent(timeout: 0.02) }
            stop.withLock { stopped = true; stop.signal() }
        }.start()
        body()
        stop.withLock {
            stopping = true
            while !stopped { stop.wait() }
        }
    }

    @Test("text one window copies another pastes through CLIPBOARD, and a later copy takes it over")
    func betweenWindows() throws {
        let server = try PrivateXvfb()
        try withExtendedLifetime(server) {
            let first = try TestDisplay(name: server.displayName), second = try TestDisplay(name: server.displayName)
            let source = try first.makeWindow(), target = try second.makeWindow()
            #expect(target.clipboard.contents == nil)
            source.clipboard.copy("Grüße, 世界 👋")
            #expect(source.clipboard.contents == "Grüße, 世界 👋")
            var pasted: String?
            serving(source) { pasted = target.clipboard.contents }
            #expect(pasted == "Grüße, 世界 👋")
            target.clipboard.copy("second")
            var after: String?
            serving(target) { after = source.clipboard.contents }
            #expect(after == "second")
        }
    }
}
