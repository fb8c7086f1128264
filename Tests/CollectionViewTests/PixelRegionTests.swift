import CollectionLayout
@testable import CollectionView
import Testing
import TestSupport

@Suite("Pixel regions: disjoint y-x banded boxes, checked pixel by pixel")
struct PixelRegionTests {
    typealias Box = PixelRegion.Box
    let bounds = Box(x0: 0, y0: 0, x1: 40, y1: 30)

    /// The pixels of `region`, failing on any pixel two boxes share.
    func pixels(_ region: PixelRegion) -> Set<Int> {
        var set = Set<Int>()
        for box in region.boxes {
            for y in box.y0..<box.y1 {
                for x in box.x0..<box.x1 {
                    let inserted = set.insert(y * 1000 + x).inserted
                    #expect(inserted, "pixel \(x),\(y) is in two boxes")
                }
            }
        }
        return set
    }

    func pixels(of rects: [Rect], within bounds: Box) -> Set<Int> {
        var set = Set<Int>()
        for rect in rects {
            let x0 = max(bounds.x0, Int(rect.minX.rounded(.down))), x1 = min(bounds.x1, Int(rect.maxX.rounded(.up)))
            let y0 = max(bounds.y0, Int(rect.minY.rounded(.down))), y1 = min(bounds.y1, Int(rect.maxY.rounded(.up)))
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 { for x in x0..<x1 { set.insert(y * 1000 + x) } }
        }
        return set
    }

    /// Sorted by top then left; boxes of a band share top and bottom, and bands do not overlap.
    func expectBanded(_ region: PixelRegion) {
        for (a, b) in zip(region.boxes, region.boxes.dropFirst()) {
            if a.y0 == b.y0 {
                #expect(a.y1 == b.y1 && a.x1 < b.x1 && a.x1 <= b.x0)
            } else {
                #expect(a.y0 < b.y0 && a.y1 <= b.y0)
            }
        }
    }

    func randomRects(_ count: Int, using generator: inout some RandomNumberGenerator) -> [Rect] {
        (0..<count).map { _ in
            Rect(x: Double(Int.random(in: -5...40, using: &generator)) + [0, 0.5, 0.25].randomElement(using: &generator)!,
                 y: Double(Int.random(in: -5...30, using: &generator)),
                 width: Double(Int.random(in: 0...15, using: &generator)) + [0, 0.3].randomElement(using: &generator)!,
                 height: Double(Int.random(in: 0...12, using: &generator)))
        }
    }

    @Test("operations match the same operations on sets of pixels", arguments: 0..<40)
    func matchesPixelSets(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let rectsA = randomRects(Int.random(in: 0...12, using: &generator), using: &generator)
        let rectsB = randomRects(Int.random(in: 0...12, using: &generator), using: &generator)
        let a = PixelRegion(covering: rectsA, within: bounds), b = PixelRegion(covering: rectsB, within: bounds)
        let setA = pixels(of: rectsA, within: bounds), setB = pixels(of: rectsB, within: bounds)
        #expect(pixels(a) == setA)
        #expect(pixels(a.union(b)) == setA.union(setB))
        #expect(pixels(a.intersection(b)) == setA.intersection(setB))
        #expect(pixels(a.subtracting(b)) == setA.subtracting(setB))
        let dx = Int.random(in: -8...8, using: &generator), dy = Int.random(in: -20...20, using: &generator)
        let moved = a.offsetBy(dx: dx, dy: dy).clipped(to: bounds)
        let movedSet = Set(setA.compactMap { pixel -> Int? in
            let x = pixel % 1000 + dx, y = pixel / 1000 + dy
            return x >= 0 && x < 40 && y >= 0 && y < 30 ? y * 1000 + x : nil
        })
        #expect(pixels(moved) == movedSet)
        for region in [a, a.union(b), a.intersection(b), a.subtracting(b), moved] { expectBanded(region) }
        #expect(a.area == setA.count)
    }

    @Test("touching bands of the same runs become one") func touchingBandsOfTheSameRunsBecomeOne() {
        let region = PixelRegion(covering: [Rect(x: 2, y: 0, width: 5, height: 3), Rect(x: 2, y: 3, width: 5, height: 4),
                                            Rect(x: 10, y: 0, width: 2, height: 7)], within: bounds)
        #expect(region.boxes == [Box(x0: 2, y0: 0, x1: 7, y1: 7), Box(x0: 10, y0: 0, x1: 12, y1: 7)])
        #expect(PixelRegion(covering: [Rect(x: 0.5, y: 1.5, width: 1, height: 1)], within: bounds).boxes == [Box(x0: 0, y0: 1, x1: 2, y1: 3)])
        #expect(PixelRegion(covering: [Rect(x: 3, y: 3, width: .nan, height: 2), Rect(x: 50, y: 0, width: 5, height: 5)], within: bounds).isEmpty)
    }
}
