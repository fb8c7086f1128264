import CollectionView
import Testing

@Suite("Wheel scrolling of the main axis: 56 pixels a notch, eased over 120 ms")
struct WheelScrollerTests {
    @Test("one notch eases and lands exactly") func oneNotchEasesAndLandsExactly() {
        var scroller = WheelScroller(maximum: 1000)
        scroller.scroll(by: WheelScroller.notch, now: 10)
        #expect(scroller.target == 56)
        #expect(scroller.isAnimating)
        let first = scroller.step(now: 10.03)
        #expect(!first)
        let early = scroller.offset
        let second = scroller.step(now: 10.06)
        #expect(!second)
        let middle = scroller.offset
        #expect(0 < early && early < middle && middle < 56)
        // Ease-out: more than half the way at half the time.
        #expect(middle > 28)
        let landed = scroller.step(now: 10.12)
        #expect(landed)
        #expect(scroller.offset == 56)
        #expect(!scroller.isAnimating)
        let after = scroller.step(now: 10.2)
        #expect(!after)
    }

    @Test("notches during an animation add to the target and ease on from where the view is")
    func retarget() {
        var scroller = WheelScroller(maximum: 1000)
        scroller.scroll(by: 56, now: 0)
        _ = scroller.step(now: 0.06)
        let shown = scroller.offset
        scroller.scroll(by: 56, now: 0.06)
        #expect(scroller.target == 112)
        _ = scroller.step(now: 0.07)
        #expect(scroller.offset > shown)
        let landed = scroller.step(now: 0.18)
        #expect(landed)
        #expect(scroller.offset == 112)
    }

    @Test("notches arriving just before each frame move the view evenly, frame after frame")
    func evenWhenNotchesLeadFrames() {
        var scroller = WheelScroller(maximum: 100_000)
        var shown: [Double] = []
        for frame in 1...40 {
            let frameTime = Double(frame) / 60
            scroller.scroll(by: WheelScroller.notch, now: frameTime - 0.0002)
            _ = scroller.step(now: frameTime)
            shown.append(scroller.offset)
        }
        let moves = zip(shown.dropFirst(), shown).map { $0 - $1 }
        // In the steady state a notch a frame moves a notch a frame: no crawl and no catch-up jump.
        for move in moves.dropFirst(10) { #expect(abs(move - WheelScroller.notch) < 1, "moved \(move)") }
        #expect(moves.allSatisfy { $0 > 5 && $0 < 80 })
    }

    @Test("an ease that ends just as a step that goes nowhere arrives still reports its rest, once")
    func restBeforeAStepThatGoesNowhere() {
        var scroller = WheelScroller(maximum: 56)
        scroller.scroll(by: 56, now: 0)
        _ = scroller.step(now: 0.05)
        // At the end already when the next notch comes, after the ease ended but before a frame stepped it.
        scroller.scroll(by: 56, now: 0.13)
        #expect(scroller.isAnimating)
        let rested = scroller.step(now: 0.135)
        #expect(rested)
        #expect(scroller.offset == 56)
        #expect(!scroller.isAnimating)
        let again = scroller.step(now: 0.2)
        #expect(!again)
    }

    @Test("steps clamp to the range, so down then as many up returns exactly to the start",
          arguments: [1, 7, 40, 300])
    func roundTrip(notches: Int) {
        var scroller = WheelScroller(offset: 0, maximum: 2000.5)
        var now = 0.0
        for _ in 0..<notches { scroller.scroll(by: 56, now: now); now += 1.0 / 60; _ = scroller.step(now: now) }
        #expect(scroller.target == min(Double(notches) * 56, 2000.5))
        for _ in 0..<notches { scroller.scroll(by: -56, now: now); now += 1.0 / 60; _ = scroller.step(now: now) }
        _ = scroller.step(now: now + 1)
        #expect(scroller.offset == 0)
    }

    @Test("clamped at both ends") func clampedAtBothEnds() {
        var scroller = WheelScroller(offset: 5000, maximum: 300)
        #expect(scroller.offset == 300)
        scroller.scroll(by: 56, now: 0)
        #expect(!scroller.isAnimating)
        scroller.scroll(to: -40, now: 0)
        #expect(scroller.target == 0)
        #expect(WheelScroller(maximum: -20).maximum == 0)
    }

    @Test("a smaller range after a resize pulls the offset in")
    func shrinkingRange() {
        var scroller = WheelScroller(offset: 900, maximum: 1000)
        scroller.setMaximum(400)
        #expect(scroller.offset == 400)
        #expect(scroller.target == 400)
    }
}
