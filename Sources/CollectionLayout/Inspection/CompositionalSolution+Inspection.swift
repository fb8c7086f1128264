extension CompositionalSolution {
    /// What an inspector overlay draws of the layout within `rect`, placed for `offsets`:
    /// groups, items before and after their insets, spacing bands, section insets,
    /// supplementaries with their alignment or anchors, and orthogonal sections with their snap
    /// points. Finds its sections by binary search and its groups by arithmetic, as
    /// `elements(in:offsets:)` does, so it costs what `rect` shows, never the item count. A
    /// group template is solved again the first time one of its instances is inspected, and
    /// kept.
    public func inspection(in rect: Rect, offsets: ScrollOffsets) -> LayoutInspection {
        var result = LayoutInspection(rect: rect)
        let low = rect.min(mainAxis), high = rect.max(mainAxis)
        var between = interSectionSpacing(in: rect)[...]
        var index = lowerBound(reachMaxPrefix) { $0 < low }
        let viewportExtent = containerSize[mainAxis.cross]
        while index < sections.count, reachMinSuffix[index] <= high {
            while let band = between.first, band.section <= index { result.spacing.append(band); between.removeFirst() }
            sections[index].appendInspection(in: rect, offsets: offsets, viewportExtent: viewportExtent, cache: inspectionCache,
                                             to: &result)
            index += 1
        }
        result.spacing.append(contentsOf: between)
        for (position, item) in globalItems.enumerated() {
            let frame = item.frame(offsets: offsets, axis: mainAxis)
            guard frame.intersects(rect) || (item.pinToVisibleBounds && item.frame.intersects(rect)) else { continue }
            result.supplementaries.append(InspectedSupplementary(
                kind: item.kind, indexPath: IndexPath(item: 0, section: -1),
                path: "configuration.boundarySupplementaryItems[\(position)]", frame: frame, zIndex: item.zIndex,
                attachment: .boundary(alignment: item.alignment, isPinned: item.pinToVisibleBounds, unpinnedFrame: item.frame)))
        }
        return result
    }

    /// The bands of `interSectionSpacing` meeting `rect`, each with the section after it. The
    /// sections follow one another, so the first band is a binary search away.
    private func interSectionSpacing(in rect: Rect) -> [InspectedSpacing] {
        guard interSectionSpacing > 0, sections.count > 1 else { return [] }
        let low = rect.min(mainAxis), high = rect.max(mainAxis)
        var index = Swift.max(1, FlowGeometry.lowerBound(0..<sections.count) { sections[$0].mainStart <= low })
        var result: [InspectedSpacing] = []
        while index < sections.count, sections[index - 1].mainEnd < high {
            let start = sections[index - 1].mainEnd, end = sections[index].mainStart
            let frame = mainAxis == .vertical
                ? Rect(x: 0, y: start, width: containerSize.width, height: end - start)
                : Rect(x: start, y: 0, width: end - start, height: containerSize.height)
            if frame.intersects(rect) {
                result.append(InspectedSpacing(kind: .interSection, section: index, path: "configuration.interSectionSpacing",
                                               value: interSectionSpacing, isFlexible: false, frame: frame))
            }
            index += 1
        }
        return result
    }
}
