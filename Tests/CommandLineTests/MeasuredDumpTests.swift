import Foundation
import Testing
import TestSupport

@Suite("--dump-layout measures self-sizing text as a screenshot does, unless told not to")
struct MeasuredDumpTests {
    /// The heights of the first `count` cells in a dump.
    func cellHeights(_ dump: String, count: Int) throws -> [Double] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let elements = try #require(object["elements"] as? [[String: Any]])
        return elements.filter { $0["category"] as? String == "cell" }.prefix(count).compactMap { ($0["frame"] as? [Double])?[3] }
    }

    @Test("measured with A display") func measuredWithADisplay() throws {
        let display = try TestDisplay.requireShared()
        let run = try ProgramRunner.run(["--example", "self-sizing", "--dump-layout"], environment: TestDisplay.environment(display: display))
        #expect(run.status == 0)
        let heights = try cellHeights(run.stdout, count: 6)
        #expect(heights.count == 6)
        // Item 5 is one word; item 0 runs to three paragraphs.
        #expect(heights[5] < heights[0])
        #expect(!heights.contains(70))
    }

    @Test("with no DISPLAY the dump is measured all the same, on an Xvfb of its own: the same dump")
    func measuredWithoutADisplay() throws {
        let display = try TestDisplay.requireShared()
        let withDisplay = try ProgramRunner.run(["--example", "self-sizing", "--dump-layout"], environment: TestDisplay.environment(display: display))
        let without = try ProgramRunner.run(["--example", "self-sizing", "--dump-layout"])
        #expect(without.status == 0 && without.stderr.isEmpty, "\(without.stderr)")
        #expect(without.stdout == withDisplay.stdout)
        #expect(!(try cellHeights(without.stdout, count: 6)).contains(70))
    }

    @Test("--no-measure keeps the estimates, wherever it runs")
    func noMeasure() throws {
        let display = try TestDisplay.requireShared()
        for environment in [ProgramRunner.headless, TestDisplay.environment(display: display)] {
            let run = try ProgramRunner.run(["--example", "self-sizing", "--dump-layout", "--no-measure"], environment: environment)
            #expect(run.status == 0)
            #expect(try cellHeights(run.stdout, count: 6) == Array(repeating: 70, count: 6))
        }
    }

    @Test("when text cannot be measured, the dump keeps the estimates and one line says why")
    func cannotMeasure() throws {
        var environment = ProgramRunner.headless
        environment["PATH"] = "/nonexistent"
        let run = try ProgramRunner.run(["--example", "self-sizing", "--dump-layout"], environment: environment)
        #expect(run.status == 0)
        #expect(try cellHeights(run.stdout, count: 6) == Array(repeating: 70, count: 6))
        #expect(run.stderr.hasPrefix("xcollection: --dump-layout: cannot measure text (no X display"))
        #expect(run.stderr.hasSuffix("the dump keeps the estimates, as --no-measure would\n"))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }
}
