import CollectionLayout
import CollectionView
import Testing

@Suite("Taps: a press and release within the 6-pixel slop")
struct TapRecognizerTests {
    @Test("slop", arguments: [(0.0, 0.0, true), (3.0, 4.0, true), (4.0, 4.0, true), (6.0, 0.0, false), (3.0, 5.2, false), (0.0, -8.0, false)])
    func slop(dx: Double, dy: Double, isTap: Bool) {
        var taps = TapRecognizer()
        taps.pressed(at: Point(x: 100, y: 100))
        let tap = taps.released(at: Point(x: 100 + dx, y: 100 + dy))
        #expect((tap != nil) == isTap)
        if isTap { #expect(tap == Point(x: 100, y: 100)) }
    }

    @Test("moving out of the slop and back is still a drag")
    func outAndBack() {
        var taps = TapRecognizer()
        taps.pressed(at: Point(x: 10, y: 10))
        taps.moved(to: Point(x: 30, y: 10))
        #expect(taps.released(at: Point(x: 10, y: 10)) == nil)
    }

    @Test("release without press") func releaseWithoutPress() {
        var taps = TapRecognizer()
        #expect(taps.released(at: Point(x: 1, y: 1)) == nil)
    }
}
