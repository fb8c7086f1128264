/// Small helpers the flow solver and its queries share.
enum FlowGeometry {
    /// The rectangle of `size` at `main` along `axis` and `cross` across it.
    static func rect(main: Double, cross: Double, size: Size, axis: Axis) -> Rect {
        axis == .vertical
            ? Rect(x: cross, y: main, width: size.width, height: size.height)
            : Rect(x: main, y: cross, width: size.width, height: size.height)
    }

    /// `value` rounded down and clamped into `low...high`; NaN gives `low`.
    static func clampedIndex(_ value: Double, _ low: Int, _ high: Int) -> Int {
        guard !value.isNaN else { return low }
        let down = value.rounded(.down)
        if down <= Double(low) { return low }
        if down >= Double(high) { return high }
        return Int(down)
    }

    /// The first index in `range` for which `isBelow` is false, where it is true then false.
    static func lowerBound(_ range: Range<Int>, _ isBelow: (Int) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let mid = low + (high - low) / 2
            if isBelow(mid) { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
