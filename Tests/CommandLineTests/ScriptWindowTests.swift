import Foundation
import Testing
import TestSupport

/// `xcollection --script CHECK.json` without `--headless`: the check played in a shown window in
/// real time, a person watching, with the same steps, lines and count; the window closes at the
/// end. In the serialized window suite: a window on the shared display could take another
/// test's pointer.
extension InteractionTests {
    @Test("a check plays in the window in real time, its expectations hold, and the window closes")
    func scriptInTheWindow() throws {
        let display = try TestDisplay.requireShared()
        let folder = try LayoutFolder()
        let check = try folder.write(try String(contentsOfFile: ScriptCommandTests.examples + "app-store.json", encoding: .utf8),
                                     name: "app-store.json")
        let started = Date()
        let result = try ProgramRunner.run(["--example", "appstore", "--size", "375x667", "--script", check],
                                           environment: TestDisplay.environment(display: display))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("6 passed, 0 failed\n"), "\(result.stdout)")
        // The steps take their time on the wall clock: about four seconds and a half of frames.
        #expect(Date().timeIntervalSince(started) > 3.5)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/app-store-selected.png"))
        let video = try ProgramRunner.run(["--example", "appstore", "--script", check, "--video", folder.path + "/run.png"],
                                          environment: TestDisplay.environment(display: display))
        #expect(video.status == 2 && video.stderr.contains("--video records a headless run, on the simulated clock: add --headless"))
    }

    /// In the serialized window suite, so the load it makes lands on no window test's timing.
    @Test("a headless check gives the same lines and video with two threads spinning on both cores")
    func scriptUnderLoad() throws {
        let folder = try LayoutFolder()
        let path = try folder.write(#"{"steps": [{"drag": {"from": [187, 500], "to": [187, 200], "duration": 0.15}}, {"wait": "settled"}, {"expect": {"visible": {"section": 0, "item": 35}}}]}"#,
                                    name: "fling.json")
        func run(_ name: String) throws -> (String, Data) {
            let video = folder.path + "/\(name).png"
            let result = try ProgramRunner.run(["--example", "list", "--size", "375x667", "--script", path, "--headless", "--video", video])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            return (result.stdout, try Data(contentsOf: URL(fileURLWithPath: video)))
        }
        let quiet = try run("quiet")
        let spinning = Spinners(count: 2)
        let loaded = try run("loaded")
        spinning.stop()
        #expect(quiet.0 == loaded.0)
        #expect(quiet.1 == loaded.1)
    }
}
