import Testing
@testable import X11Window

/// The pure pieces under the canvas and the event pump, without a server.
@Suite struct GeometryUnitTests {
    @Test("filled corner coverage rises from the corner") func filledCornerCoverageRisesFromTheCorner() {
        let shape = CornerShape(radius: 6, lineWidth: nil)
        #expect(shape.extent == 6)
        let bytes = shape.coverage()
        #expect(bytes.count == 144)
        #expect(bytes[0] == 0)
        #expect(bytes[5 * 12 + 5] == 255)
        #expect(bytes[0 * 12 + 6] == 255 || bytes[0 * 12 + 6] > 200)  // straight edge beyond the arc
        // Mirrored quadrants.
        #expect(bytes[1 * 12 + 2] == bytes[1 * 12 + 9])
        #expect(bytes[1 * 12 + 2] == bytes[10 * 12 + 2])
        let partial = bytes.filter { $0 > 0 && $0 < 255 }
        #expect(!partial.isEmpty)
    }

    @Test("stroked corner is hollow") func strokedCornerIsHollow() {
        let shape = CornerShape(radius: 8, lineWidth: 2)
        let bytes = shape.coverage()
        let side = 16
        #expect(bytes[7 * side + 7] == 0)      // inside the stroke
        #expect(bytes[7 * side + 0] >= 245)    // on the left band, grazing the arc
        #expect(bytes[3 * side + 0] == 0 || bytes[3 * side + 0] < 128)
        #expect(bytes[0] == 0)                 // outside the arc
    }

    @Test("stroke wider than radius still turns the corner") func strokeWiderThanRadiusStillTurnsTheCorner() {
        let shape = CornerShape(radius: 0, lineWidth: 3)
        #expect(shape.extent == 3)
        let bytes = shape.coverage()
        #expect(bytes.allSatisfy { $0 == 255 })
    }

    @Test("quantisation shares masks") func quantisationSharesMasks() {
        #expect(CornerShape(radius: 8.01, lineWidth: nil) == CornerShape(radius: 8, lineWidth: nil))
        #expect(CornerShape(radius: 8.2, lineWidth: nil) != CornerShape(radius: 8, lineWidth: nil))
    }

    @Test("straight line tessellates to its area") func straightLineTessellatesToItsArea() {
        let triangles = PolylineTessellator().triangles(for: [(0, 0), (10, 0)], lineWidth: 2)
        #expect(triangles.count == 2)
        #expect(abs(triangles.map(area).reduce(0, +) - 20) < 1e-9)
    }

    @Test("right angle join is mitred") func rightAngleJoinIsMitred() {
        let triangles = PolylineTessellator().triangles(for: [(0, 0), (10, 0), (10, 10)], lineWidth: 2)
        #expect(triangles.count == 6)  // two quads, a bevel and a miter tip
        // Union area of an L of width 2: 10*2 + 10*2 - overlap(1*1) + corner square (1*1).
        let joinArea = triangles.suffix(2).map(area).reduce(0, +)
        #expect(abs(joinArea - 1) < 1e-9)
    }

    @Test("sharp join is bevelled") func sharpJoinIsBevelled() {
        let triangles = PolylineTessellator().triangles(for: [(0, 0), (10, 0), (0, 1)], lineWidth: 2)
        #expect(triangles.count == 5)
    }

    @Test("repeated points are dropped") func repeatedPointsAreDropped() {
        #expect(PolylineTessellator().triangles(for: [(1, 1), (1, 1)], lineWidth: 2).isEmpty)
        #expect(PolylineTessellator().triangles(for: [(0, 0), (0, 0), (5, 0)], lineWidth: 2).count == 2)
    }

    @Test("scroll valuators give notches after the first value") func scrollValuatorsGiveNotchesAfterTheFirstValue() {
        var valuators = ScrollValuators()
        valuators.setAxes([.init(number: 2, isVertical: false, increment: 15), .init(number: 3, isVertical: true, increment: 15)],
                          current: [:], forDevice: 9)
        #expect(valuators.delta(device: 9, values: [3: 100]) == nil)
        let delta = valuators.delta(device: 9, values: [3: 107.5, 0: 4])
        #expect(delta?.dx == 0 && delta?.dy == 0.5)
        #expect(valuators.delta(device: 9, values: [0: 5, 1: 6]) == nil)
        valuators.resetReferences()
        #expect(valuators.delta(device: 9, values: [2: 30]) == nil)
        #expect(valuators.delta(device: 9, values: [2: 0])?.dx == -2)
    }

    @Test("bounded cache evicts oldest first") func boundedCacheEvictsOldestFirst() {
        var cache = BoundedCache<Int, String>(capacity: 2)
        #expect(cache.insert("a", for: 1) == nil)
        #expect(cache.insert("b", for: 2) == nil)
        #expect(cache.insert("c", for: 3) == "a")
        #expect(cache[1] == nil && cache[2] == "b" && cache[3] == "c")
        #expect(cache.insert("B", for: 2) == "b")
        #expect(cache.count == 2)
        #expect(cache.removeAll().sorted() == ["B", "c"])
    }

    @Test("keysyms map to keys") func keysymsMapToKeys() {
        #expect(Key(keysym: 0x71) == .character("q"))
        #expect(Key(keysym: 0xE9) == .character("é"))
        #expect(Key(keysym: 0x0100_20AC) == .character("€"))
        #expect(Key(keysym: 0xFF52) == .up)
        #expect(Key(keysym: 0xFF8D) == .returnKey)
        #expect(Key(keysym: 0x20) == .space)
        #expect(Key(keysym: 0xFFE1) == .other(0xFFE1))
    }

    private func area(_ t: PolylineTessellator.Triangle) -> Double {
        abs((t.1.x - t.0.x) * (t.2.y - t.0.y) - (t.2.x - t.0.x) * (t.1.y - t.0.y)) / 2
    }
}
