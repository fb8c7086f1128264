import CollectionLayout
import Testing

@Suite("Scrolling physics: where each behaviour comes to rest, and how it gets there")
struct ScrollingPhysicsTests {
    /// An orthogonal section's geometry with `n` groups `g` wide, `s` apart, insets `l` and `t`.
    static func section(_ behavior: OrthogonalScrollingBehavior, n: Int = 10, g: Double = 281.25, s: Double = 0,
                        l: Double = 0, t: Double = 0) -> OrthogonalScrollSection {
        let content = n > 0 ? l + Double(n) * g + Double(n - 1) * s + t : 0
        return OrthogonalScrollSection(section: 0, behavior: behavior, strip: Rect(x: 0, y: 0, width: 375, height: 125),
                                       leadingInset: l, trailingInset: t, groupExtent: g, groupSpacing: s, groupCount: n,
                                       contentExtent: content, boundaryKinds: [])
    }

    static func rest(_ section: OrthogonalScrollSection, x: Double, v: Double, start: Double, viewport: Double = 375) -> Double {
        OrthogonalSnapping(section: section, viewportExtent: viewport).restingOffset(releasedAt: x, velocity: v, dragStart: start)
    }

    // The paging-modes example at 375 wide: groups 281.25 wide, no spacing, 10 groups, C = 2812.5,
    // range [0, 2437.5]. Projection with r = 0.998 adds v · 0.499 ms.
    @Test("resting offsets on the paging-modes geometry", arguments: [
        // continuous: the projection, clamped
        (OrthogonalScrollingBehavior.continuous, 100.0, 0.0, 0.0, 100.0),
        (.continuous, 100, 1000, 0, 599),
        (.continuous, 100, -1000, 0, 0),
        (.continuous, 2400, 2000, 0, 2437.5),
        // continuousGroupLeadingBoundary: the step at or past the projection in the direction of travel
        (.continuousGroupLeadingBoundary, 100, 1000, 0, 843.75),
        (.continuousGroupLeadingBoundary, 100, -1000, 0, 0),
        (.continuousGroupLeadingBoundary, 150, 0, 0, 281.25),
        (.continuousGroupLeadingBoundary, 563.5, 0.001, 0, 562.5),
        (.continuousGroupLeadingBoundary, 0, 3000, 0, 1687.5),
        (.continuousGroupLeadingBoundary, 0, 5000, 0, 2437.5),
        (.continuousGroupLeadingBoundary, 1000, -1000, 1000, 281.25),
        // paging: pages of V = 375, at most one from where the drag began
        (.paging, 100, 0, 0, 0),
        (.paging, 200, 0, 0, 375),
        (.paging, 100, 500, 0, 375),
        (.paging, 100, 5000, 0, 375),
        (.paging, 700, 0, 0, 375),
        (.paging, 300, -500, 375, 0),
        (.paging, 2300, 1000, 2250, 2437.5),
        (.paging, 360, 299, 375, 375),
        // groupPaging: groups of 281.25, at most one
        (.groupPaging, 100, 0, 0, 0),
        (.groupPaging, 150, 0, 0, 281.25),
        (.groupPaging, 100, 400, 0, 281.25),
        (.groupPaging, 600, 0, 0, 281.25),
        (.groupPaging, 50, 8000, 0, 281.25),
        (.groupPaging, 500, -8000, 562.5, 281.25),
        // groupPagingCentered: group k centred at 281.25k − 46.875
        (.groupPagingCentered, 0, 0, -46.875, -46.875),
        (.groupPagingCentered, 100, 0, -46.875, 234.375),
        (.groupPagingCentered, 0, 500, -46.875, 234.375),
        (.groupPagingCentered, -60, -900, -46.875, -46.875),
        (.groupPagingCentered, 2500, 1000, 2484.375, 2484.375),
        (.groupPagingCentered, 2400, -1000, 2484.375, 2203.125),
    ])
    func pagingModesGeometry(behavior: OrthogonalScrollingBehavior, x: Double, v: Double, start: Double, expected: Double) {
        #expect(abs(Self.rest(Self.section(behavior), x: x, v: v, start: start) - expected) < 1e-9)
    }

    // Insets 16 on both sides, groups 200 wide and 10 apart, 8 groups: C = 1702, range [0, 1327],
    // steps of 210; centred group k at 210k − 71.5.
    @Test("resting offsets with insets and spacing", arguments: [
        (OrthogonalScrollingBehavior.groupPaging, 100.0, 0.0, 0.0, 0.0),
        (.groupPaging, 110, 0, 0, 210),
        (.groupPaging, 1300, 1000, 1260, 1327),
        (.continuousGroupLeadingBoundary, 0, 1000, 0, 630),
        (.groupPagingCentered, 0, 0, -71.5, -71.5),
        (.groupPagingCentered, 60, 0, -71.5, 138.5),
        (.groupPagingCentered, 1400, 800, 1398.5, 1398.5),
        (.paging, 200, 0, 0, 375),
        (.continuous, 1300, 200, 0, 1327),
    ])
    func insetsAndSpacing(behavior: OrthogonalScrollingBehavior, x: Double, v: Double, start: Double, expected: Double) {
        #expect(Self.rest(Self.section(behavior, n: 8, g: 200, s: 10, l: 16, t: 16), x: x, v: v, start: start) == expected)
    }

    @Test("one group, and content narrower than the view, rest at the start (or centred)", arguments: OrthogonalScrollingBehavior.allCases)
    func smallContent(behavior: OrthogonalScrollingBehavior) {
        let one = Self.section(behavior, n: 1)
        let narrow = Self.section(behavior, n: 2, g: 100)
        for (x, v) in [(0.0, 0.0), (50, 2000), (-30, -2000)] {
            let centred = behavior == .groupPagingCentered
            #expect(Self.rest(one, x: x, v: v, start: centred ? -46.875 : 0) == (centred ? -46.875 : 0))
            // Two groups 100 wide centre at −137.5 and −37.5; each of these releases is nearer the second.
            #expect(Self.rest(narrow, x: x, v: v, start: centred ? -137.5 : 0) == (centred ? -37.5 : 0))
        }
    }

    @Test("a fast fling moves one page or group for the paging behaviours and many for the leading boundary")
    func flings() {
        for behavior in [OrthogonalScrollingBehavior.paging, .groupPaging] {
            let section = Self.section(behavior)
            let step = behavior == .paging ? 375 : 281.25
            #expect(Self.rest(section, x: 10, v: 20_000, start: 0) == step)
        }
        #expect(Self.rest(Self.section(.groupPagingCentered), x: -40, v: 20_000, start: -46.875) == 234.375)
        #expect(Self.rest(Self.section(.continuousGroupLeadingBoundary, n: 40), x: 10, v: 6_000, start: 0) == 281.25 * 11)
    }

    @Test("the spring lands exactly on its target within 500 ms", arguments: [(0.0, 0.0, 375.0), (0, 3000, 375), (500, -8000, 281.25), (10, 0, 10)])
    func spring(from: Double, velocity: Double, target: Double) {
        let motion = ScrollMotion.spring(from: from, velocity: velocity, target: target, start: 1)
        var landedAt: Double?
        for ms in stride(from: 0.0, through: 500, by: 1) where landedAt == nil {
            let state = motion.state(at: 1 + ms / 1000)
            if state.done {
                #expect(state.offset == target)
                landedAt = ms
            }
        }
        #expect(landedAt != nil && landedAt! <= 500)
        #expect(motion.state(at: 1.5) == (target, 0, true))
    }

    @Test("momentum starts at the release velocity and lands exactly on its target")
    func momentum() {
        let target = DecelerationRate.normal.projection(from: 100, velocity: 1000)
        #expect(abs(target - 599) < 1e-9)
        let motion = ScrollMotion.momentum(to: target, from: 100, velocity: 1000, rate: .normal, now: 0)
        let start = motion.state(at: 0)
        #expect(abs(start.velocity - 1000) < 1e-6)
        var t = 0.0, last = 100.0
        while !motion.state(at: t).done, t < 10 {
            let offset = motion.state(at: t).offset
            #expect(offset >= last)
            last = offset
            t += 1.0 / 60
        }
        #expect(motion.state(at: t).offset == target)
        // A target short of the projection (the end of the range) decelerates harder, not with a jump.
        let clamped = ScrollMotion.momentum(to: 300, from: 100, velocity: 1000, rate: .normal, now: 0)
        #expect(abs(clamped.state(at: 0).velocity - 1000) < 1e-6)
    }

    @Test("the rubber band: (1 − 1 / (d · 0.55 / V + 1)) · V", arguments: [(0.0, 0.0), (100, 47.97), (375, 133.06), (-100, -47.97), (10_000, 351.06)])
    func rubberBand(distance: Double, shown: Double) {
        #expect(abs(RubberBand.overshoot(distance: distance, extent: 375) - shown) < 0.01)
        #expect(RubberBand.clamp(2437.5 + distance, to: 0...2437.5, extent: 375) == 2437.5 + (distance > 0 ? RubberBand.overshoot(distance: distance, extent: 375) : distance))
    }

    @Test("release velocity: the last 100 ms of samples, by event time; 0 after a 50 ms rest")
    func velocity() {
        var tracker = VelocityTracker()
        // Old, slow samples that fall outside the window.
        tracker.add(time: 0, position: 0)
        tracker.add(time: 50, position: 1)
        for step in 0...10 { tracker.add(time: 100 + Double(step) * 10, position: 1 - Double(step) * 50) }
        #expect(tracker.velocity(at: 200) == -5000)
        #expect(tracker.velocity(at: 249) == -5000)
        #expect(tracker.velocity(at: 250) == 0)
        var single = VelocityTracker()
        single.add(time: 10, position: 5)
        #expect(single.velocity(at: 10) == 0)
    }
}
