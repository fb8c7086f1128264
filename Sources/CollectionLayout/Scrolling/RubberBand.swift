/// How far content shows past its end while a drag pulls it there.
public enum RubberBand {
    /// The shown overshoot for a drag `distance` past the end in a viewport `extent` long:
    /// `(1 − 1 / (d · 0.55 / V + 1)) · V`, which grows ever slower and never reaches `V`.
    public static func overshoot(distance: Double, extent: Double) -> Double {
        guard extent > 0 else { return 0 }
        let d = abs(distance)
        let shown = (1 - 1 / (d * 0.55 / extent + 1)) * extent
        return distance < 0 ? -shown : shown
    }

    /// `offset` with whatever lies outside `range` pulled in by the rubber band.
    public static func clamp(_ offset: Double, to range: ClosedRange<Double>, extent: Double) -> Double {
        if offset < range.lowerBound { return range.lowerBound + overshoot(distance: offset - range.lowerBound, extent: extent) }
        if offset > range.upperBound { return range.upperBound + overshoot(distance: offset - range.upperBound, extent: extent) }
        return offset
    }
}
