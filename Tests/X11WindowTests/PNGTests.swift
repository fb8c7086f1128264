import Foundation
import Testing
import X11Window

@Suite struct PNGTests {
    @Test func roundTripIsExact() throws {
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

    @Test func readErrorNamesThePath() {
        let path = "/nonexistent/x11window/missing.png"
        #expect {
            try PNG.read(path)
        } throws: { error in
            (error as? X11Error)?.message.contains(path) ?? false
        }
    }

    @Test func writeErrorNamesThePath() {
        let path = "/nonexistent/x11window/out.png"
        #expect {
            try PNG.write(RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4]), to: path)
        } throws: { error in
            (error as? X11Error)?.message.contains(path) ?? false
        }
    }
}
