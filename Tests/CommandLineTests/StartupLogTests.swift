import Foundation
import Testing
import TestSupport

extension InteractionTests {
    /// `--log-startup`: right after ready, when each phase of the start ended, in order.
    @Test("--log-startup writes the phases of the start after ready, in order, each no earlier than the one before")
    func startupPhases() throws {
        let display = try TestDisplay.requireShared()
        let program = try start(["--example", "list", "--size", "375x667", "--log-startup"], display: display)
        let line = try #require(program.next(containing: #""event":"startup""#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let names = ["main", "arguments", "example", "xlib", "connect", "display", "window", "fonts", "layout", "draw", "present"]
        let times = names.compactMap { object[$0] as? Double }
        #expect(times.count == names.count, "\(line)")
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "\(line)")
        #expect(line.hasPrefix(#"{"event":"startup","main":"#))
    }
}
