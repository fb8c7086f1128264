extension SolvedSection {
    /// Appends what an inspector draws of this section within `rect`: its insets, orthogonal
    /// scrolling, the groups it meets (with their items, spacing and supplementaries), the
    /// spacing between them, and its boundary items. Costs the groups met, as `appendElements`.
    func appendInspection(in rect: Rect, offsets: ScrollOffsets, viewportExtent: Double, cache: TemplateInspectionCache,
                          to result: inout LayoutInspection) {
        let shift = isOrthogonal ? offsets.orthogonalOffset(section: index) : 0
        let insetFrame = inspectionSource.insetFrame.offset(along: mainAxis.cross, by: -shift)
        if insetFrame.intersects(rect) {
            result.sectionInsets.append(InspectedSectionInsets(
                section: index, path: "sections[\(index)].contentInsets", insets: inspectionSource.contentInsets,
                frame: insetFrame, contentFrame: insetFrame.inset(by: inspectionSource.contentInsets)))
        }
        if let orthogonal, orthogonal.strip.intersects(rect) {
            let snapping = OrthogonalSnapping(section: orthogonal, viewportExtent: viewportExtent)
            result.orthogonalSections.append(InspectedOrthogonalSection(
                section: index, behavior: orthogonal.behavior, strip: orthogonal.strip, contentExtent: orthogonal.contentExtent,
                offset: shift, offsetRange: snapping.range,
                snapPoints: snapping.restingOffsets(near: shift, within: 2 * viewportExtent)))
        }
        if let range = inspectedGroups(in: rect, orthogonalOffset: shift) {
            // Bounded as a rectangle query is: rows a millionth of a point tall all meet one rectangle.
            let remaining = LayoutLimits.remainingElements(after: result.groups.count + result.items.count)
            let groups = range.prefix(Swift.max(remaining / (itemsPerGroup + 1), remaining > 0 ? 1 : 0))
            for g in groups { appendGroup(g, in: rect, orthogonalOffset: shift, cache: cache, to: &result) }
            for g in groups where g + 1 < groupCount { appendInterGroupSpacing(after: g, in: rect, orthogonalOffset: shift, to: &result) }
        }
        appendBoundaryItems(in: rect, offsets: offsets, to: &result)
    }

    /// The groups whose instances can meet `rect`, and one more each side: what an instance
    /// shows beyond its cells (the space given to items, edge spacing) and the spacing to the
    /// next group may reach a little past what `groupRange` counts on.
    private func inspectedGroups(in rect: Rect, orthogonalOffset: Double) -> ClosedRange<Int>? {
        let range: ClosedRange<Int>?
        if isOrthogonal {
            let band = firstGroupOrigin[mainAxis]
            guard groupCount > 0,
                  Rect.overlaps(band + templateBounds.min(mainAxis), band + templateBounds.max(mainAxis), rect.min(mainAxis), rect.max(mainAxis))
            else { return nil }
            range = groupRange(low: rect.min(strideAxis), high: rect.max(strideAxis), orthogonalOffset: orthogonalOffset)
        } else {
            range = groupRange(low: rect.min(mainAxis), high: rect.max(mainAxis), orthogonalOffset: 0)
        }
        guard let range else { return nil }
        return Swift.max(0, range.lowerBound - 1)...Swift.min(groupCount - 1, range.upperBound + 1)
    }

    /// Which template group `g` was laid out with, as the cache knows it.
    private func templateKind(forGroup g: Int) -> TemplateInspectionCache.Template {
        if let extent = inspectionSource.orthogonalMeasuredExtent { return .measured(extent) }
        if let sizing, let extent = sizing.measurements.groupExtents[g], sizing.templates[extent] != nil { return .measured(extent) }
        return .estimated
    }

    private func templateInspection(_ kind: TemplateInspectionCache.Template, cache: TemplateInspectionCache) -> TemplateInspection? {
        cache.inspection(section: index, template: kind) {
            let source = inspectionSource
            let path = "sections[\(index)].group"
            switch kind {
            case .estimated:
                return TemplateInspection.solve(source.group, size: source.estimatedGroupSize, path: path, leafLimit: itemCount)
            case .measured(let extent):
                var size = source.estimatedGroupSize
                size[mainAxis] = extent
                return TemplateInspection.solve(source.group.measured(extent: extent, along: mainAxis), size: size, path: path,
                                                leafLimit: itemCount)
            }
        }
    }

    private func appendGroup(_ g: Int, in rect: Rect, orthogonalOffset: Double, cache: TemplateInspectionCache,
                             to result: inout LayoutInspection) {
        guard let inspection = templateInspection(templateKind(forGroup: g), cache: cache) else { return }
        let origin = groupOrigin(g, orthogonalOffset: orthogonalOffset)
        func moved(_ r: Rect) -> Rect { r.offsetBy(dx: origin.x, dy: origin.y) }
        func moved(_ p: Point) -> Point { Point(x: p.x + origin.x, y: p.y + origin.y) }
        let firstItem = g * itemsPerGroup
        let available = itemCount - firstItem
        for group in inspection.groups where group.firstLeaf < available {
            let frame = moved(group.frame)
            guard frame.intersects(rect) else { continue }
            result.groups.append(InspectedGroup(section: index, instance: g, path: group.path, depth: group.depth,
                                                frame: frame, contentFrame: moved(group.contentFrame)))
        }
        let estimate = selfSizingShape == nil ? nil : templateInspection(.estimated, cache: cache)
        let cells = inspection.template.cells
        for (leaf, item) in inspection.items.enumerated() where leaf < available && leaf < cells.count {
            let frame = moved(item.frame), content = moved(cells[leaf].frame)
            guard frame.intersects(rect) || content.intersects(rect) else { continue }
            let estimated = estimate.flatMap { leaf < $0.template.cells.count ? moved($0.template.cells[leaf].frame) : nil }
            result.items.append(InspectedItem(indexPath: IndexPath(item: firstItem + leaf, section: index), path: item.path,
                                              depth: item.depth, frame: frame, contentFrame: content, estimatedFrame: estimated))
        }
        for band in inspection.bands where band.firstLeaf < available {
            let frame = moved(band.frame)
            guard frame.intersects(rect) else { continue }
            result.spacing.append(InspectedSpacing(kind: band.kind, section: index, path: band.path, value: band.value,
                                                   isFlexible: band.isFlexible, frame: frame))
        }
        let template = inspection.template
        for (supplementary, anchor) in zip(template.supplementaries, inspection.anchors) {
            let frame = moved(supplementary.frame)
            guard frame.intersects(rect) else { continue }
            let placed = InspectedAnchor(containerFrame: moved(anchor.containerFrame), containerPoint: moved(anchor.containerPoint),
                                         itemPoint: moved(Point(x: anchor.containerPoint.x + anchor.offset.x,
                                                                y: anchor.containerPoint.y + anchor.offset.y)),
                                         offset: anchor.offset)
            let item: Int, attachment: SupplementaryAttachment
            switch supplementary.anchor {
            case .item(let leaf):
                guard leaf < available else { continue }
                (item, attachment) = (firstItem + leaf, .item(placed))
            case .group(let leaf, let ordinal):
                guard leaf < available else { continue }
                (item, attachment) = (g * (template.groupSupplementaryCounts[supplementary.kind] ?? 1) + ordinal, .group(placed))
            }
            result.supplementaries.append(InspectedSupplementary(
                kind: supplementary.kind, indexPath: IndexPath(item: item, section: index), path: anchor.path, frame: frame,
                zIndex: supplementary.zIndex, attachment: attachment))
        }
    }

    /// The section's `interGroupSpacing` between group `g` and the next, along the axis groups
    /// follow one another on.
    private func appendInterGroupSpacing(after g: Int, in rect: Rect, orthogonalOffset: Double, to result: inout LayoutInspection) {
        let value = inspectionSource.interGroupSpacing
        guard value > 0 else { return }
        let origin = groupOrigin(g, orthogonalOffset: orthogonalOffset)
        let size = template(forGroup: g).size
        let along = strideAxis
        let start = origin[along] + size[along], end = groupOrigin(g + 1, orthogonalOffset: orthogonalOffset)[along]
        let frame = along == .vertical
            ? Rect(x: origin.x, y: start, width: size.width, height: end - start)
            : Rect(x: start, y: origin.y, width: end - start, height: size.height)
        guard frame.intersects(rect) else { return }
        result.spacing.append(InspectedSpacing(kind: .interGroup, section: index, path: "sections[\(index)].interGroupSpacing",
                                               value: value, isFlexible: false, frame: frame))
    }

    private func appendBoundaryItems(in rect: Rect, offsets: ScrollOffsets, to result: inout LayoutInspection) {
        for (position, item) in boundaryItems.enumerated() {
            let frame = item.frame(offsets: offsets, axis: mainAxis)
            guard frame.intersects(rect) || (item.pinToVisibleBounds && item.frame.intersects(rect)) else { continue }
            var estimated: Rect?
            if estimatedBoundaryKinds.contains(item.kind), position < inspectionSource.boundaryItems.count {
                let dimension = inspectionSource.boundaryItems[position].layoutSize[mainAxis]
                if dimension.isEstimated {
                    var size = frame.size
                    size[mainAxis] = dimension.dimension
                    estimated = Rect(origin: frame.origin, size: size)
                }
            }
            result.supplementaries.append(InspectedSupplementary(
                kind: item.kind, indexPath: IndexPath(item: 0, section: index),
                path: "sections[\(index)].boundarySupplementaryItems[\(position)]", frame: frame, zIndex: item.zIndex,
                attachment: .boundary(alignment: item.alignment, isPinned: item.pinToVisibleBounds, unpinnedFrame: item.frame),
                estimatedFrame: estimated))
        }
    }
}
