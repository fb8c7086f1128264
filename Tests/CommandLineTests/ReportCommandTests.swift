import Foundation
import Testing
import TestSupport

/// `--report DIR`: each `--script` and `--compare FILE.png` run given the folder adds its record
/// and pictures, and the page is written again with every run, newest first, pointing only at
/// files beside it.
@Suite struct ReportCommandTests {
    @Test("a check and two comparisons (one passing, one not) make one page of three cards, newest first")
    func threeRuns() throws {
        let folder = try LayoutFolder()
        let report = folder.path + "/report"
        let check = try folder.write(#"{"steps": [{"wheel": {"notches": 2, "at": [187, 300]}}, {"wait": "settled"}, {"expect": {"mainOffset": 112}}, {"screenshot": "down"}]}"#,
                                     name: "down.json")
        let script = try ProgramRunner.run(["--example", "list", "--size", "375x667", "--script", check, "--headless",
                                            "--video", folder.path + "/down.png", "--report", report])
        #expect(script.status == 0, "\(script.stderr)")
        let golden = folder.path + "/list.png"
        #expect(try ProgramRunner.run(["--example", "list", "--size", "375x667", "--compare", golden, "--record"]).status == 0)
        let passing = try ProgramRunner.run(["--example", "list", "--size", "375x667", "--compare", golden, "--report", report])
        #expect(passing.status == 0, "\(passing.stderr)")
        let failing = try ProgramRunner.run(["--example", "grid", "--size", "375x667", "--compare", golden, "--artifacts", folder.path + "/art",
                                             "--report", report])
        #expect(failing.status == 1)

        let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(page.contains("xcollection report: 3 runs, 2 passed, 1 failed"))
        let cards = page.components(separatedBy: "<section class=\"run\">").dropFirst()
        #expect(cards.count == 3)
        // Newest first: the failed comparison, the passing one, the check.
        #expect(cards.first?.contains("✗ compare: list.png") == true)
        #expect(cards.dropFirst().first?.contains("✓ compare: list.png") == true)
        #expect(cards.last?.contains("✓ script: down.json") == true)
        #expect(cards.last?.contains("&quot;expect&quot;: &quot;mainOffset&quot;, &quot;ok&quot;: true, &quot;actual&quot;: 112") == true)
        #expect(cards.first?.contains("class=\"wipe-range\"") == true, "a slider between golden and actual")
        // Every picture is a file in the folder, named relatively; nothing is fetched from elsewhere.
        let sources = page.components(separatedBy: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(sources.count >= 8)
        for source in sources {
            #expect(source.hasPrefix("images/"), "\(source)")
            #expect(FileManager.default.fileExists(atPath: report + "/" + source), "\(source)")
        }
        #expect(!page.contains("http"))
    }

    @Test("--report needs a check or an image comparison")
    func refused() throws {
        let result = try ProgramRunner.run(["--example", "list", "--report", "/tmp/nowhere"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--report collects the results of --script and --compare FILE.png runs"))
    }
}
