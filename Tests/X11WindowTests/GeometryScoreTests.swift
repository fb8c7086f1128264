import Testing
@testable import X11Window

/// The text-insensitive geometry score that judges renders against pictures iOS recorded.
@Suite struct GeometryScoreTests {
    /// A 375x200-point strip at `scale`: a white background, four 80-point blue items 16 points
    /// apart starting at `firstX`, a grey bar, and a line of "text" (one-pixel specks) over it all; the fourth item runs 9 points past the edge.
    static func strip(scale: Int, firstX: Int = 16, withText: Bool = true) -> RGBAImage {
        let width = 375 * scale, height = 200 * scale
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: (UInt8, UInt8, UInt8)) {
            let columns = max(x * scale, 0)..<max(min((x + w) * scale, width), x * scale)
            for row in max(y * scale, 0)..<min((y + h) * scale, height) {
                for column in columns {
                    let index = (row * width + column) * 4
                    pixels[index] = color.0
                    pixels[index + 1] = color.1
                    pixels[index + 2] = color.2
                }
            }
        }
        fill(0, 0, 375, 44, (242, 242, 247))
        for item in 0..<4 { fill(firstX + item * 96, 60, 80, 80, (0, 122, 255)) }
        if withText {
            // Glyph-like specks: every other pixel in a band, never two alike side by side.
            for row in (20 * scale)..<(30 * scale) {
                for column in stride(from: 20 * scale + row % 2, to: 200 * scale, by: 2) {
                    let index = (row * width + column) * 4
                    pixels[index] = 30
                    pixels[index + 1] = 30
                    pixels[index + 2] = 30
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    @Test("a picture scores exactly 1 against itself, at every scale")
    func selfScore() {
        for scale in 1...3 {
            let map = FlatColorMap(Self.strip(scale: scale), side: 2 * scale)
            let result = GeometryScore().score(map, against: map)
            #expect(result.score == 1)
            #expect(result.colors.map(\.color).sorted() == [0x007A_FFFF, 0xF2F2_F7FF, 0xFFFF_FFFF])
        }
    }

    @Test("text and anti-aliasing do not count: specks leave no flat pixels, and where either picture is not flat nothing is compared")
    func textDoesNotCount() {
        let withText = FlatColorMap(Self.strip(scale: 3), side: 6)
        let without = FlatColorMap(Self.strip(scale: 3, withText: false), side: 6)
        #expect(!withText.colors.contains(0x1E1E_1EFF))
        #expect(withText.flatCount < without.flatCount - 15_000)
        #expect(GeometryScore().score(withText, against: without).score == 1)
        #expect(GeometryScore().score(without, against: withText).score == 1)
    }

    @Test("items moved by one whole item score clearly less; moved by one device pixel, the slack forgives it")
    func shifted() {
        let reference = FlatColorMap(Self.strip(scale: 3), side: 6)
        let byItem = GeometryScore().score(FlatColorMap(Self.strip(scale: 3, firstX: 16 + 96), side: 6), against: reference)
        #expect(byItem.score < 0.9)
        #expect(byItem.score > 0.5, "the bar and most of the background still match: \(byItem.score)")

        // A one-pixel move at 1x is within the slack; two points at 3x is not.
        let oneX = FlatColorMap(Self.strip(scale: 1), side: 2)
        #expect(GeometryScore().score(FlatColorMap(Self.strip(scale: 1, firstX: 17), side: 2), against: oneX).score == 1)
        let moved = GeometryScore().score(FlatColorMap(Self.strip(scale: 3, firstX: 18), side: 6), against: reference)
        #expect(moved.score < 0.99)
        let blue = try? #require(moved.colors.first { $0.color == 0x007A_FFFF })
        #expect(blue?.unmatched == (3 * 2 + 1) * (6 - 1) * 80 * 3, "two edges of each item but the last, cut by the screen's edge: five pixels past the slack, 240 rows")
    }

    @Test("a colour the reference lacks counts against the render; a colour off by a little still matches")
    func colours() {
        let reference = FlatColorMap(Self.strip(scale: 1, withText: false), side: 2)
        var tinted = Self.strip(scale: 1, withText: false)
        for index in stride(from: 0, to: tinted.pixels.count, by: 4) where tinted.pixels[index + 2] == 255 && tinted.pixels[index] == 0 {
            tinted.pixels[index + 1] = 125 // 122 → 125: within the tolerance
        }
        #expect(GeometryScore().score(FlatColorMap(tinted, side: 2), against: reference).score == 1)
        for index in stride(from: 0, to: tinted.pixels.count, by: 4) where tinted.pixels[index + 1] == 125 {
            tinted.pixels[index] = 255 // red items where blue ones were
        }
        let red = GeometryScore().score(FlatColorMap(tinted, side: 2), against: reference)
        #expect(red.score < 0.8)
        #expect(red.colors.contains { $0.color == 0xFF7D_FFFF && $0.referenceCount == 0 && $0.actualCount == (3 * 80 + 71) * 80 }, "\(red.colors)")
    }

    @Test("a map's regions paint the same map back, and a map from regions scores 1 against the picture's")
    func regionsRoundTrip() {
        let map = FlatColorMap(Self.strip(scale: 2), side: 4)
        let regions = map.regions
        let painted = FlatColorMap(width: map.width, height: map.height, regions: regions)
        #expect(zip(painted.indices, map.indices).allSatisfy { painted.colorAt($0.0) == map.colorAt($0.1) })
        #expect(GeometryScore().score(painted, against: map).score == 1)
        #expect(regions.contains(FlatColorMap.Region(color: 0xF2F2_F7FF, x: 0, y: 0, width: 750, height: 40)))
        #expect(painted.flatCount == map.flatCount)
    }
}

private extension FlatColorMap {
    func colorAt(_ index: Int32) -> UInt32? { index >= 0 ? colors[Int(index)] : nil }
}
