import Foundation
import Testing
import X11Window

@Suite struct PNGTests {
    @Test("round trip is exact") func roundTripIsExact() throws {
        var pixels: [UInt8] = []
        for y in 0..<7 {
            for x in 0..<5 {
                pixels += [UInt8(x * 50), UInt8(y * 36), UInt8((x * y) % 256), UInt8(255 - x * 20)]
            }
        }
        let image = RGBAImage(width: 5, height: 7, pixels: pixels)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("x11window-roundtrip-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNG.write(image, to: path)
        #expect(try PNG.read(path) == image)
    }

    @Test("a write that fails leaves the file that was there whole, and no partial file beside it")
    func failedWriteKeepsTheOldFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("x11window-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("shot.png").path
        let good = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        try PNG.write(good, to: path)
        // A new file renamed over the old one, not the old one rewritten in place: the inode changes.
        let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        try PNG.write(good, to: path)
        let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        #expect(before != nil && before != after)
        #expect(throws: X11Error.self) { try PNG.write(RGBAImage(width: 0, height: 0, pixels: []), to: path) }
        #expect(try PNG.read(path) == good)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["shot.png"])
    }

    @Test("read error names the path") func readErrorNamesThePath() {
        let path = "/nonexistent/x11window/missing.png"
        #expect {
            try PNG.read(path)
        } throws: { error in
            (error as? X11Error)?.message.contains(path) ?? false
        }
    }

    @Test("write error names the path") func writeErrorNamesThePath() {
        let path = "/nonexistent/x11window/out.png"
        #expect {
            try PNG.write(RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4]), to: path)
        } throws: { error in
            (error as? X11Error)?.message.contains(path) ?? false
        }
    }
}
