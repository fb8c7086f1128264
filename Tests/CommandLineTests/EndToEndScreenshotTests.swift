import Foundation
import Testing
import TestSupport
import X11Window

/// A few of the gallery's goldens through the command line, end to end: the same references
/// the in-process snapshot tests compare with (`CollectionWindowTests/__Snapshots__/GalleryGoldenTests`).
@Suite("--screenshot end to end: the built program renders the gallery's goldens")
struct EndToEndScreenshotTests {
    func screenshot(_ arguments: [String], environment: [String: String]) throws -> RGBAImage {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try ProgramRunner.run(arguments + ["--screenshot", path], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        return try PNG.read(path)
    }

    @Test("on the test display", arguments: [("appstore", "375x667"), ("paging-modes", "1024x768")])
    func onTheTestDisplay(name: String, size: String) throws {
        let display = try TestDisplay.requireShared()
        let image = try screenshot(["--example", name, "--size", size], environment: TestDisplay.environment(display: display))
        #expect("\(image.width)x\(image.height)" == size)
        try GoldenImage.gallery.check(image, named: GoldenImage.galleryReference(name, size: size))
    }

    @Test("with no DISPLAY, on a private Xvfb and the pinned fonts whatever FONTCONFIG_FILE says")
    func withoutADisplay() throws {
        var environment = ProgramRunner.headless
        environment["FONTCONFIG_FILE"] = nil
        let image = try screenshot(["--example", "self-sizing", "--size", "375x667"], environment: environment)
        try GoldenImage.gallery.check(image, named: GoldenImage.galleryReference("self-sizing", size: "375x667"))
    }

    @Test("with no DISPLAY and no Xvfb on PATH, one line says what to install")
    func withoutXvfb() throws {
        var environment = ProgramRunner.headless
        environment["PATH"] = "/nonexistent"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-\(UUID().uuidString).png").path
        let run = try ProgramRunner.run(["--example", "grid", "--screenshot", path], environment: environment)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("xcollection: no X display: DISPLAY is not set, and Xvfb"))
        #expect(run.stderr.contains("xvfb"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
