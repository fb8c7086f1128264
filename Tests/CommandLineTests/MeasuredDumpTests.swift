import Foundation
import Testing
import TestSupport

@Suite("--dump-layout measures self-sizing elements with Xft when a display is there")
struct MeasuredDumpTests {
    /// The heights of the first `count` cells in a dump.
    func cellHeights(_ dump: String, count: Int) throws -> [Double] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let elements = try #require(object["elements"] as? [[String: Any]])
        return elements.filter { $0["category"] as? String == "cell" }.prefix(count).compactMap { ($0["frame"] as? [Double])?[3] }
    }

    @Test func measuredWithADisplay() throws {
        let display = try TestDisplay.requireShared()
        let run = try ProgramRunner.run(["--example", "self-sizing", "--dump-layout"], environment: TestDisplay.environment(display: display))
        #expect(run.status == 0)
        let heights = try cellHeights(run.stdout, count: 6)
        #expect(heights.count == 6)
        // Item 5 is one word; item 0 runs to three paragraphs.
        #expect(heights[5] < heights[0])
        #expect(!heights.contains(70))
    }

    @Test func estimatesWithoutADisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        let run = try ProgramRunner.run(["--example", "self-sizing", "--dump-layout"], environment: environment)
        #expect(run.status == 0)
        #expect(try cellHeights(run.stdout, count: 6) == Array(repeating: 70, count: 6))
    }
}
