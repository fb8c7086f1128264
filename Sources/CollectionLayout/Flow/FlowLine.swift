/// One line of a flow section: which items it holds, and how they spread across it.
///
/// A vertical flow's lines are rows filled left to right; a horizontal flow's lines are
/// columns filled top to bottom. "Across" is the line's own direction, "main" the scrolling one.
///
/// The rules, as `UICollectionViewFlowLayout` follows them:
/// - items join a line while they fit with the minimum interitem spacing between them; the
///   first item of a line always joins, even when it is too big for any line;
/// - the leftover space of a line goes into its gaps, so it reaches from edge to edge;
/// - a line holding a single item centres it;
/// - the last line of a section with lines above it spreads as if copies of its last item
///   filled it up, so a last line of uniform items keeps the columns of the lines above (a
///   section of one line follows the two rules before);
/// - an item too big for the line starts at the line's leading edge;
/// - items thinner than the line along the main axis are centred on it.
public struct FlowLine: Hashable, Sendable {
    /// The section index of the line's first item.
    public var firstItem: Int
    /// How many items the line holds.
    public var count: Int
    /// Where the first item starts across, from the start of the section's line space (the
    /// edge after the section inset).
    public var leadingOffset: Double
    /// The space between neighbouring items: the minimum interitem spacing plus the line's
    /// share of leftover space.
    public var gap: Double
    /// The line's extent along the main axis: its thickest item's.
    public var thickness: Double
    /// Where the line starts along the main axis, from the section's first line.
    public var mainOffset: Double

    /// A line from its parts.
    public init(firstItem: Int, count: Int, leadingOffset: Double, gap: Double, thickness: Double, mainOffset: Double) {
        self.firstItem = firstItem
        self.count = count
        self.leadingOffset = leadingOffset
        self.gap = gap
        self.thickness = thickness
        self.mainOffset = mainOffset
    }

    /// Lines past this many items are not counted further: no screen shows the difference.
    static let countLimit = 1 << 52

    /// Whether a run of `used` points fits in `available`, forgiving the rounding a sum of many
    /// fractions picks up, so that items adding up to the line exactly still fit.
    static func fits(_ used: Double, in available: Double) -> Bool {
        used <= available + 1e-9 * Swift.max(1, abs(available))
    }

    /// How many items of extent `extent` a line of `available` points holds with `spacing`
    /// between them: at least 1.
    static func uniformCount(extent: Double, available: Double, spacing: Double) -> Int {
        let unit = extent + spacing
        guard unit > 0 else { return countLimit }
        var n = ((available + spacing) / unit).rounded(.down)
        guard n.isFinite else { return n > 0 ? countLimit : 1 }
        n = Swift.min(Swift.max(n, 1), Double(countLimit))
        var count = Int(n)
        // The division can land one off the cumulative test the uneven case uses; settle on it.
        while count > 1, !fits(Double(count) * extent + Double(count - 1) * spacing, in: available) { count -= 1 }
        while count < countLimit, fits(Double(count + 1) * extent + Double(count) * spacing, in: available) { count += 1 }
        return count
    }

    /// Spreads a line of `count` items whose extents across add up to `usedExtent`.
    ///
    /// - Parameters:
    ///   - lastExtent: the extent of the line's last item, which fills a last line up.
    ///   - fillsUp: whether the line is the last of a section with lines above it, which
    ///     spreads as if copies of its last item filled it.
    /// - Returns: the first item's offset and the gap between items.
    static func spread(count: Int, usedExtent: Double, lastExtent: Double, fillsUp: Bool,
                       available: Double, spacing: Double) -> (leadingOffset: Double, gap: Double) {
        var leftover = available - usedExtent - Double(Swift.max(count - 1, 0)) * spacing
        // Only a lone item too big for the line overflows it; it keeps to the leading edge.
        if leftover < 0 && !fits(available - leftover, in: available) { return (0, spacing) }
        leftover = Swift.max(leftover, 0)
        var slots = Double(count)
        if fillsUp {
            let unit = lastExtent + spacing
            guard unit > 0 else { return (0, spacing) }
            // Copies of the last item that would still fit: the line spreads as if they were there.
            let extra = Swift.min(((leftover + 1e-9 * Swift.max(1, available)) / unit).rounded(.down), Double(countLimit))
            slots += extra
            leftover = Swift.max(leftover - extra * unit, 0)
        }
        if slots <= 1 { return (leftover / 2, spacing) }
        return (0, spacing + leftover / (slots - 1))
    }

    /// Breaks the line that starts at `first` among `total` items.
    ///
    /// - Parameters:
    ///   - across: each item's extent across the line.
    ///   - along: each item's extent along the main axis.
    static func breaking(from first: Int, total: Int, available: Double, spacing: Double, mainOffset: Double,
                         across: (Int) -> Double, along: (Int) -> Double) -> FlowLine {
        var used = across(first)
        var usedExtent = used
        var thickness = along(first)
        var end = first + 1
        while end < total {
            let next = across(end)
            guard fits(used + spacing + next, in: available) else { break }
            used += spacing + next
            usedExtent += next
            thickness = Swift.max(thickness, along(end))
            end += 1
        }
        let (leading, gap) = spread(count: end - first, usedExtent: usedExtent, lastExtent: across(end - 1),
                                    fillsUp: end == total && first > 0, available: available, spacing: spacing)
        return FlowLine(firstItem: first, count: end - first, leadingOffset: leading, gap: gap,
                        thickness: thickness, mainOffset: mainOffset)
    }
}
