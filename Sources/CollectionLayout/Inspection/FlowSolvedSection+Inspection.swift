extension FlowSolvedSection {
    /// Appends what an inspector draws of this section within `rect`: its insets, the lines it
    /// meets with their items, the gaps between those items and the spacing between lines, and
    /// its header and footer. Lines are found by binary search, items as `appendElements` finds
    /// them. `estimatedItemSize` is the items' estimate when they self-size.
    func appendInspection(in rect: Rect, offsets: ScrollOffsets, estimatedItemSize: Size?, to result: inout LayoutInspection) {
        let cross = mainAxis.cross
        var insetSize = Size(width: 0, height: 0)
        insetSize[mainAxis] = lines.mainLength + metrics.inset.total(mainAxis)
        insetSize[cross] = metrics.available + metrics.inset.total(cross)
        let insetFrame = FlowGeometry.rect(main: metrics.linesStart - metrics.inset.low(mainAxis),
                                           cross: metrics.crossStart - metrics.inset.low(cross), size: insetSize, axis: mainAxis)
        if insetFrame.intersects(rect) {
            let inset = metrics.inset
            let insets = DirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
            result.sectionInsets.append(InspectedSectionInsets(
                section: index, path: metrics.path("sectionInset", section: index, owned: metrics.ownsInset), insets: insets,
                frame: insetFrame, contentFrame: insetFrame.inset(by: insets)))
        }
        appendLines(in: rect, estimatedItemSize: estimatedItemSize, to: &result)
        for item in boundaryItems {
            let frame = item.frame(offsets: offsets, axis: mainAxis)
            guard frame.intersects(rect) || (item.pinToVisibleBounds && item.frame.intersects(rect)) else { continue }
            let isHeader = !item.pinsToFarEdge
            let path = metrics.path(isHeader ? "headerReferenceSize" : "footerReferenceSize", section: index,
                                    owned: isHeader ? metrics.ownsHeader : metrics.ownsFooter)
            result.supplementaries.append(InspectedSupplementary(
                kind: item.kind, indexPath: IndexPath(item: 0, section: index), path: path, frame: frame, zIndex: item.zIndex,
                attachment: .boundary(alignment: item.alignment, isPinned: item.pinToVisibleBounds, unpinnedFrame: item.frame)))
        }
    }

    /// The frame of `line`: its thickness along the main axis, the line space across.
    private func frame(of line: FlowLine) -> Rect {
        var size = Size(width: 0, height: 0)
        size[mainAxis] = line.thickness
        size[mainAxis.cross] = metrics.available
        return FlowGeometry.rect(main: metrics.linesStart + line.mainOffset, cross: metrics.crossStart, size: size, axis: mainAxis)
    }

    private func appendLines(in rect: Rect, estimatedItemSize: Size?, to result: inout LayoutInspection) {
        let count = lines.lineCount
        guard count > 0 else { return }
        let cross = mainAxis.cross
        let low = rect.min(mainAxis), high = rect.max(mainAxis)
        let first = FlowGeometry.lowerBound(0..<count) {
            lines.line($0).map { metrics.linesStart + $0.mainOffset + $0.thickness < low } ?? false
        }
        // From the line before the first one met, whose spacing to it may show.
        var index = Swift.max(0, first - 1)
        let spacingPath = metrics.path("minimumLineSpacing", section: self.index, owned: metrics.ownsLineSpacing)
        let gapPath = metrics.path("minimumInteritemSpacing", section: self.index, owned: metrics.ownsInteritemSpacing)
        // Bounded as a rectangle query is: lines of no thickness can all meet one rectangle.
        while index < count, let line = lines.line(index), metrics.linesStart + line.mainOffset <= high,
              result.lines.count + result.items.count < LayoutLimits.elementsPerQuery {
            let lineFrame = frame(of: line)
            if lineFrame.intersects(rect) {
                result.lines.append(InspectedFlowLine(section: self.index, line: index, firstItem: line.firstItem, count: line.count,
                                                      frame: lineFrame, gap: line.gap))
                appendItems(of: line, frame: lineFrame, in: rect, gapPath: gapPath, estimatedItemSize: estimatedItemSize, to: &result)
            }
            if index + 1 < count, let next = lines.line(index + 1) {
                let start = lineFrame.max(mainAxis), end = metrics.linesStart + next.mainOffset
                var size = Size(width: 0, height: 0)
                size[mainAxis] = end - start
                size[cross] = metrics.available
                let band = FlowGeometry.rect(main: start, cross: metrics.crossStart, size: size, axis: mainAxis)
                if end > start, band.intersects(rect) {
                    result.spacing.append(InspectedSpacing(kind: .lineSpacing, section: self.index, path: spacingPath,
                                                           value: metrics.lineSpacing, isFlexible: false, frame: band))
                }
            }
            index += 1
        }
    }

    /// The items of `line` meeting `rect`, and the gaps between neighbours that do: the items
    /// are looked for one gap further each way, so a gap whose neighbour is just outside shows.
    private func appendItems(of line: FlowLine, frame lineFrame: Rect, in rect: Rect, gapPath: String, estimatedItemSize: Size?,
                             to result: inout LayoutInspection) {
        let cross = mainAxis.cross
        var query = Size(width: 0, height: 0)
        query[mainAxis] = lineFrame.size[mainAxis]
        query[cross] = rect.size[cross] + 2 * line.gap
        let search = FlowGeometry.rect(main: lineFrame.min(mainAxis), cross: rect.min(cross) - line.gap, size: query, axis: mainAxis)
        let onLine = line.firstItem..<(line.firstItem + line.count)
        var previous: Rect?
        lines.forEachItem(meeting: search, limit: LayoutLimits.remainingElements(after: result.lines.count + result.items.count)) { item, frame in
            guard onLine.contains(item) else { return }
            if let previous, line.gap > 0 {
                var size = Size(width: 0, height: 0)
                size[mainAxis] = lineFrame.size[mainAxis]
                size[cross] = frame.min(cross) - previous.max(cross)
                let band = FlowGeometry.rect(main: lineFrame.min(mainAxis), cross: previous.max(cross), size: size, axis: mainAxis)
                if size[cross] > 0, band.intersects(rect) {
                    result.spacing.append(InspectedSpacing(kind: .interItem, section: index, path: gapPath, value: line.gap,
                                                           isFlexible: true, frame: band))
                }
            }
            previous = frame
            guard frame.intersects(rect) else { return }
            let estimated = estimatedItemSize.map { estimate -> Rect in
                var size = frame.size
                size[mainAxis] = estimate[mainAxis]
                return Rect(origin: frame.origin, size: size)
            }
            result.items.append(InspectedItem(indexPath: IndexPath(item: item, section: index), path: "sections[\(index)]", depth: 0,
                                              frame: frame, contentFrame: frame, estimatedFrame: estimated))
        }
    }
}
