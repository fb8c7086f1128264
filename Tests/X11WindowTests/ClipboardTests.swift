import Foundation
import Testing
import TestSupport
@testable import X11Window

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

    @Test("a text larger than one request goes in pieces (INCR) and comes back whole, both ways, byte for byte")
    func longTextInPieces() throws {
        let server = try PrivateXvfb()
        try withExtendedLifetime(server) {
            let first = try TestDisplay(name: server.displayName), second = try TestDisplay(name: server.displayName)
            let source = try first.makeWindow(), target = try second.makeWindow()
            // About 1.3 MB of UTF-8, five pieces or more at the core protocol's 256 KB a request.
            let long = String(repeating: "Grüße, 世界 👋 line of a long paste\n", count: 30_000)
            #expect(long.utf8.count > 4 * source.clipboard.pieceLimit)
            source.clipboard.copy(long)
            var pasted: String?
            serving(source) { pasted = target.clipboard.contents }
            #expect(pasted?.utf8.count == long.utf8.count)
            #expect(pasted == long)
            // And back, from the window that pasted, after a short text went the simple way.
            target.clipboard.copy("short")
            var short: String?
            serving(target) { short = source.clipboard.contents }
            #expect(short == "short")
            target.clipboard.copy(long + "and the end")
            var back: String?
            serving(target) { back = source.clipboard.contents }
            #expect(back == long + "and the end")
        }
    }
}
