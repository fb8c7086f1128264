import CollectionLayout
import Testing

/// Where wheel input comes to rest once it pauses, and where a section stays across new
/// geometry: tables on the paging-modes geometry (groups 281.25 wide, 10 of them, V = 375).
@Suite("Wheel rests and kept places")
struct WheelRestTests {
    static func snapping(_ behavior: OrthogonalScrollingBehavior, g: Double = 281.25, viewport: Double = 375) -> OrthogonalSnapping {
        OrthogonalSnapping(section: ScrollingPhysicsTests.section(behavior, g: g), viewportExtent: viewport)
    }

    @Test("the wheel's direction decides, as a released drag's would", arguments: [
        // (behaviour, offset, origin, travel, rest)
        (OrthogonalScrollingBehavior.groupPaging, 56.0, 0.0, 56.0, 281.25),
        (.groupPaging, 168, 0, 168, 281.25),
        (.groupPaging, 600, 0, 600, 562.5),
        (.groupPaging, 225.25, 281.25, -56, 0),
        (.groupPaging, 0, 0, -56, 0),
        (.groupPaging, 2437.5, 2437.5, 56, 2437.5),
        (.groupPaging, 140, 140, 0, 0),
        (.paging, 56, 0, 56, 375),
        (.paging, 2437.5, 2250, 187.5, 2437.5),
        (.groupPagingCentered, 9.125, -46.875, 56, 234.375),
        (.continuousGroupLeadingBoundary, 112, 0, 112, 281.25),
        (.continuousGroupLeadingBoundary, 281.25, 0, 281.25, 281.25),
        (.continuousGroupLeadingBoundary, 500, 562.5, -62.5, 281.25),
        (.continuous, 112, 0, 112, 112),
        (.continuous, -5, 0, -56, 0),
    ])
    func wheelRest(behavior: OrthogonalScrollingBehavior, offset: Double, origin: Double, travel: Double, rest: Double) {
        #expect(Self.snapping(behavior).wheelRest(at: offset, from: origin, travel: travel) == rest)
    }

    @Test("new geometry keeps the group or page a section showed", arguments: [
        // (behaviour, offset before, group width after, viewport after, offset after)
        (OrthogonalScrollingBehavior.groupPaging, 1125.0, 375.0, 500.0, 1500.0),
        (.groupPaging, 1125, 200, 266.67, 800),
        (.groupPagingCentered, 515.625, 375, 500, 687.5),
        (.continuousGroupLeadingBoundary, 843.75, 375, 500, 1125),
        (.paging, 750, 281.25, 500, 1000),
        (.continuous, 140.625, 375, 500, 187.5),
        // At the end, where the last group cannot reach the leading edge: the end again.
        (.groupPaging, 2437.5, 375, 500, 3250),
    ])
    func keepsPlace(behavior: OrthogonalScrollingBehavior, before: Double, groupWidth: Double, viewport: Double, after: Double) {
        let old = Self.snapping(behavior)
        let new = Self.snapping(behavior, g: groupWidth, viewport: viewport)
        #expect(new.offset(keepingPlaceOf: before, from: old) == after)
    }
}
