extension FlowSolution {
    /// What an inspector overlay draws of the layout within `rect`, placed for `offsets`: each
    /// section's insets, its lines with their items, the gaps between items and the spacing
    /// between lines, and headers and footers with their pinning. Sections, lines and items are
    /// found as `elements(in:offsets:)` finds them, so it costs what `rect` shows.
    public func inspection(in rect: Rect, offsets: ScrollOffsets) -> LayoutInspection {
        var result = LayoutInspection(rect: rect)
        let low = rect.min(mainAxis), high = rect.max(mainAxis)
        let estimate = selfSizing ? estimatedItemSize : nil
        var index = FlowGeometry.lowerBound(0..<sections.count) { sections[$0].mainEnd < low }
        while index < sections.count, sections[index].mainStart <= high {
            sections[index].appendInspection(in: rect, offsets: offsets, estimatedItemSize: estimate, to: &result)
            index += 1
        }
        return result
    }
}
