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
}
