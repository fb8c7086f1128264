import Testing
import X11Window

/// An animated PNG read back frame by frame and composited as an APNG viewer does (dispose none,
/// blend source or over), so each stored frame is checked against the picture it was made from.
@Suite struct AnimatedPNGTests {
    static func image(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += pixel(x, y) }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test("each frame laid over the one before gives back the picture appended: only the changed rectangle is stored, a repeat lengthens the frame before")
    func framesCompositeToThePictures() throws {
        let white: [UInt8] = [255, 255, 255, 255], ink: [UInt8] = [20, 30, 40, 255]
        // A scroll of rows of ink, then one translucent pixel changed (kept as it is).
        let first = Self.image(width: 40, height: 30) { _, y in y % 6 == 0 ? ink : white }
        let scrolled = Self.image(width: 40, height: 30) { _, y in (y + 2) % 6 == 0 ? ink : white }
        let touched = Self.image(width: 40, height: 30) { x, y in
            x == 5 && y == 7 ? [200, 0, 0, 128] : (y + 2) % 6 == 0 ? ink : white
        }
        let animation = AnimatedPNG()
        for picture in [first, scrolled, scrolled, touched] { try animation.append(picture) }
        #expect(animation.frameCount == 3)

        let frames = try APNGFrames(try animation.bytes())
        #expect(frames.count == 3)
        #expect(frames.map(\.delay) == [1, 2, 1])
        #expect(frames.map { [$0.x, $0.y, $0.width, $0.height] } == [[0, 0, 40, 30], [0, 0, 40, 29], [5, 7, 1, 1]])
        #expect(try frames[2].image().pixels == [200, 0, 0, 128])
        var canvas = RGBAImage(width: 40, height: 30, pixels: [UInt8](repeating: 0, count: 40 * 30 * 4))
        var shown: [RGBAImage] = []
        for frame in frames.frames {
            try frame.composite(onto: &canvas)
            shown.append(canvas)
        }
        #expect(shown == [first, scrolled, touched])
    }

    @Test("an animation's frames keep its first frame's size, and an empty first frame is refused")
    func framesKeepTheirSize() throws {
        let animation = AnimatedPNG()
        #expect(throws: X11Error.self) { try animation.append(RGBAImage(width: 0, height: 0, pixels: [])) }
        try animation.append(Self.image(width: 4, height: 4) { _, _ in [1, 2, 3, 255] })
        #expect(throws: X11Error.self) { try animation.append(Self.image(width: 5, height: 4) { _, _ in [1, 2, 3, 255] }) }
    }
}
