import Foundation
import Testing
import TestSupport

/// `xcollection --script CHECK.json --headless`: a UX check played on a simulated clock, a line
/// a step and the count, the same bytes on every run.
@Suite struct ScriptCommandTests {
    /// On the list (rows of 44 points at 375x667): five wheel notches of 56 points (280), a drag up
    /// of 200 points in 0.2 s that flings — released at 280 + 200 − 16.7 (the first move, where
    /// the drag locks, is not scrolled) at 1000 points a second, it rests near 463 + 0.499 × 1000
    /// = 962, where rows 22 to 37 show — a tap on the row under the finger, Home.
    static let check = """
        {"steps": [
          {"wheel": {"notches": 5, "at": [187, 400]}},
          {"wait": "settled"},
          {"expect": {"mainOffset": 280}},
          {"drag": {"from": [187, 500], "to": [187, 300], "duration": 0.2}},
          {"wait": "settled"},
          {"expect": {"visible": {"section": 0, "item": 30}}},
          {"tap": [187, 300]},
          {"expect": {"selected": {"section": 0, "item": 0}}},
          {"key": "Home"},
          {"wait": "settled"},
          {"expect": {"mainOffset": 0}},
          {"screenshot": "after-home"}
        ]}
        """

    private func play(_ text: String, _ extra: [String] = []) throws -> (ProgramRunner.Output, LayoutFolder) {
        let folder = try LayoutFolder()
        let path = try folder.write(text, name: "check.json")
        return (try ProgramRunner.run(["--example", "list", "--size", "375x667", "--script", path, "--headless"] + extra), folder)
    }

    @Test("each step gives a line; a failed expectation says expected and actual; the last line counts them; exit 1")
    func linesAndCount() throws {
        let (result, folder) = try play(Self.check)
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == #"{"step": 1, "wheel": true, "ok": true}"#)
        #expect(lines.contains(#"{"step": 3, "expect": "mainOffset", "ok": true, "actual": 280}"#))
        #expect(lines.contains(#"{"step": 6, "expect": "visible", "ok": true, "actual": true}"#), "\(lines)")
        let selected = try #require(lines.first { $0.hasPrefix(#"{"step": 8,"#) })
        #expect(selected.hasPrefix(#"{"step": 8, "expect": "selected", "ok": false, "expected": {"section": 0, "item": 0}, "actual": {"section": 0, "item": "#))
        #expect(lines.contains(#"{"step": 12, "screenshot": true, "ok": true, "note": "\#(folder.path)/after-home.png"}"#))
        #expect(lines.last == "3 passed, 1 failed")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/after-home.png"))
    }

    @Test("--artifacts DIR takes a script's screenshots, as docs/ux-scripts.md says, creating the folder")
    func screenshotsInArtifacts() throws {
        let (result, folder) = try play(#"{"steps": [{"key": "End"}, {"wait": "settled"}, {"screenshot": "at-the-end"}]}"#,
                                        ["--artifacts", NSTemporaryDirectory() + "xcollection-artifacts-\(UUID().uuidString)/shots"])
        #expect(result.status == 0, "\(result.stderr)")
        let note = try #require(result.stdout.split(separator: "\n").first { $0.contains("screenshot") })
        #expect(note.contains("/shots/at-the-end.png"), "\(note)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/at-the-end.png"))
        let written = String(note.split(separator: "\"").dropLast().last ?? "")
        #expect(FileManager.default.fileExists(atPath: written), "\(written)")
    }

    @Test("the simulated clock gives the same bytes every run")
    func deterministic() throws {
        let runs = try (0..<3).map { _ in try play(Self.check).0.stdout.replacingOccurrences(of: #"/tmp[^"]*after-home.png"#, with: "", options: .regularExpression) }
        #expect(Set(runs).count == 1)
    }

    @Test("every expectation holding exits 0")
    func passing() throws {
        let (result, _) = try play(#"{"steps": [{"key": "End"}, {"wait": "settled"}, {"key": "Home"}, {"wait": 0.5}, {"expect": {"mainOffset": 0, "frame": {"section": 0, "item": 1, "frame": [0, 44, 375, 44]}}}]}"#)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("2 passed, 0 failed\n"))
    }

    @Test("a faulty file is refused whole before anything runs, naming the JSON path", arguments: [
        (#"{"steps": [{"drag": {"from": [300, 120], "to": [900, 120], "duration": 0.1}}]}"#, "steps[0].drag.to: [900, 120] is outside the view (375x667 points)"),
        (#"{"steps": [{"wheel": {"notches": 2, "at": [1, 1]}}, {"swipe": 3}]}"#, #"steps[1].swipe: unknown key "swipe""#),
        (#"{"steps": [{"key": "NoSuchKey"}]}"#, #"steps[0].key: "NoSuchKey" is not an X keysym name"#),
        (#"{"steps": [{"wait": "later"}]}"#, #"steps[0].wait: expected a number of seconds or "settled""#),
        (#"{"steps": [{"tap": [1, 1], "wait": 1}]}"#, "steps[0]: a step is one of tap or wait, not both"),
        (#"{"steps": [{"expect": {}}]}"#, "steps[0].expect: an expectation needs one of"),
        (#"{"steps": []}"#, "steps: a script needs at least one step"),
    ])
    func refusals(text: String, message: String) throws {
        let (result, _) = try play(text)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("--script goes with no other output; --headless and --video go with --script")
    func options() throws {
        let both = try ProgramRunner.run(["--example", "list", "--script", "check.json", "--headless", "--dump-layout"])
        #expect(both.status == 2 && both.stderr.contains("it cannot go with --dump-layout"))
        let alone = try ProgramRunner.run(["--example", "list", "--headless"])
        #expect(alone.status == 2 && alone.stderr.contains("--headless goes with --script"))
        let video = try ProgramRunner.run(["--example", "list", "--video", "run.png"])
        #expect(video.status == 2 && video.stderr.contains("--video records a --script run"))
    }
}

extension ScriptCommandTests {
    @Test("--video writes the run as an animated PNG that an independent reader decodes: its size, frames and length")
    func video() throws {
        let folder = try LayoutFolder()
        let path = try folder.write(Self.check, name: "check.json")
        let video = folder.path + "/run.png"
        let result = try ProgramRunner.run(["--example", "list", "--size", "375x667", "--script", path, "--headless", "--video", video])
        #expect(result.status == 1, "\(result.stderr)")
        let checker = #filePath.components(separatedBy: "/Tests/")[0] + "/Tests/apng-check"
        let read = try ProgramRunner.runTool("/usr/bin/python3", [checker, video])
        #expect(read.status == 0, "\(read.stderr)")
        // 375x667 device pixels; the run lasts about four seconds at 30 frames a second, frames
        // that repeat the one before folded into it.
        let words = read.stdout.split(separator: " ")
        #expect(words.first == "375x667")
        let frames = Int(words[1]) ?? 0, seconds = Double(words[3]) ?? 0
        #expect(frames > 20 && frames <= 140, "\(read.stdout)")
        #expect(seconds > 3 && seconds < 6, "\(read.stdout)")
        let refused = try ProgramRunner.run(["--example", "list", "--script", path, "--headless", "--video", folder.path + "/run.gif"])
        #expect(refused.status == 2 && refused.stderr.contains("--video writes an animated PNG; give a name ending in .png"))
    }
}

extension ScriptCommandTests {
    @Test("the same run gives the same video, byte for byte")
    func deterministicVideo() throws {
        let folder = try LayoutFolder()
        let path = try folder.write(#"{"steps": [{"drag": {"from": [187, 500], "to": [187, 200], "duration": 0.15}}, {"wait": "settled"}]}"#,
                                    name: "fling.json")
        let videos = try (0..<2).map { index -> Data in
            let video = folder.path + "/run-\(index).png"
            let result = try ProgramRunner.run(["--example", "list", "--size", "375x667", "--script", path, "--headless", "--video", video])
            #expect(result.status == 0, "\(result.stderr)")
            return try Data(contentsOf: URL(fileURLWithPath: video))
        }
        #expect(videos[0] == videos[1])
        #expect(videos[0].count > 1000)
    }
}

extension ScriptCommandTests {
    static let examples = #filePath.components(separatedBy: "/Tests/")[0] + "/Examples/ux/"

    /// The project's own UX checks: the six orthogonal behaviours' slow drags and quick flicks
    /// with rests derived from their rules (docs/ux-scripts.md), and a tour of the App Store.
    @Test("the example checks pass headless", arguments: [("paging-modes.json", "paging-modes", 14), ("app-store.json", "appstore", 6)])
    func exampleChecks(file: String, example: String, expectations: Int) throws {
        let folder = try LayoutFolder()
        // A copy, so its screenshots land in the test's folder and not among the examples.
        let path = try folder.write(try String(contentsOfFile: Self.examples + file, encoding: .utf8), name: file)
        let result = try ProgramRunner.run(["--example", example, "--size", "375x667", "--script", path, "--headless"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("\(expectations) passed, 0 failed\n"), "\(result.stdout)")
    }
}


/// Threads that keep cores busy until stopped: load for a run that must not notice it.
final class Spinners: @unchecked Sendable {
    private let lock = NSLock()
    private var running = true
    private var threads: [Thread] = []

    init(count: Int) {
        for _ in 0..<count {
            let thread = Thread { [self] in
                var value = 0
                while isRunning { value &+= 1 }
                _ = value
            }
            threads.append(thread)
            thread.start()
        }
    }

    private var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    func stop() {
        lock.lock()
        running = false
        lock.unlock()
    }
}
