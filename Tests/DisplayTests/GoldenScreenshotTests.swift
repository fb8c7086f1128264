import Foundation
import Gallery
import Testing
import X11Window

@Suite("Golden screenshots of every example at a phone's and a tablet's size")
struct GoldenScreenshotTests {
    static let sizes = ["375x667", "1024x768"]

    @Test(arguments: Gallery.all.map(\.name), sizes)
    func example(name: String, size: String) throws {
        let display = try TestDisplay.require()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-\(name)-\(size)-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try CommandOutput(["--example", name, "--size", size, "--screenshot", path],
                                    environment: TestDisplay.environment(display: display))
        #expect(run.status == 0, "\(run.stderr)")
        let image = try PNG.read(path)
        let parts = size.split(separator: "x").compactMap { Int($0) }
        #expect([image.width, image.height] == parts)
        try GoldenImage.check(image, named: "\(name)-\(size)")
    }
}
