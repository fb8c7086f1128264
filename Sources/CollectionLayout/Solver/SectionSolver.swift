/// Lays one section out along the main axis from `mainStart`.
struct SectionSolver {
    let section: LayoutSection
    let index: Int
    let itemCount: Int
    let collectionSize: Size
    let mainAxis: Axis
    /// What has been measured of this section's self-sizing groups, if anything.
    var measurements: SectionMeasurements? = nil
    /// Measured extents of its boundary supplementaries, by kind.
    var boundaryExtents: [String: Double] = [:]
    /// Templates already solved for earlier sections of the same solve.
    var templates = GroupTemplateCache()
    /// The host's layout margins and safe area, which the section's `contentInsetsReference` measures from.
    var container: LayoutContainer? = nil

    private var path: String { "sections[\(index)]" }

    private func solveTemplate(_ group: LayoutGroup, size: Size) throws(LayoutError) -> GroupTemplate {
        try self.templates.template(for: group, size: size, path: path + ".group", leafLimit: itemCount)
    }

    func solve(mainStart: Double) throws(LayoutError) -> SolvedSection {
        let cross = mainAxis.cross
        // The reference insets the section across the scrolling axis only: along it, the scroll
        // view's adjusted content inset keeps content clear of the safe area, as in UIKit.
        var reference = container.map(section.contentInsetsReference.insets(in:)) ?? .zero
        if mainAxis == .vertical { (reference.top, reference.bottom) = (0, 0) } else { (reference.leading, reference.trailing) = (0, 0) }
        var insets = section.contentInsets.adding(reference)
        // An empty section takes no room along the scrolling axis: iOS leaves out its insets
        // (faberNovel's pictures with an empty first section start their second where a first would).
        if itemCount == 0 {
            if mainAxis == .vertical { (insets.top, insets.bottom) = (0, 0) } else { (insets.leading, insets.trailing) = (0, 0) }
        }
        let isOrthogonal = section.orthogonalScrollingBehavior != .none

        // Fractional dimensions of the top-level group resolve against the collection view
        // less the section's insets — but for an orthogonal section, across the main axis,
        // against the whole collection view, as iOS draws it (faberNovel's decoration pictures:
        // four items of a fractionalWidth(1) group, 8 apart, are 87.75 points wide on a
        // 375-point screen with 16-point insets, not 79.75).
        let effective = Size(width: collectionSize.width - insets.total(.horizontal),
                             height: collectionSize.height - insets.total(.vertical))
        guard effective.width >= 0, effective.height >= 0 else {
            throw LayoutError(path: path + ".contentInsets", message: "the insets are larger than the collection view (\(collectionSize))")
        }
        var groupContainer = effective
        if isOrthogonal { groupContainer[cross] = collectionSize[cross] }
        var groupSize = section.group.layoutSize.resolve(in: groupContainer)
        for (axis, name) in [(Axis.horizontal, "width"), (Axis.vertical, "height")] {
            guard groupSize[axis].isFinite, groupSize[axis] > 0 else {
                throw LayoutError(path: path + ".group.size.\(name)",
                                  message: "the group's \(name) is \(NumberFormat.string(groupSize[axis])) at \(NumberFormat.string(collectionSize.width))x\(NumberFormat.string(collectionSize.height)); a group needs a size above 0")
            }
        }
        // A group estimating its main extent self-sizes: measured groups get their own extent.
        let selfSizes = section.group.layoutSize[mainAxis].isEstimated
        let measured = selfSizes ? measurements : nil
        var template = try solveTemplate(section.group, size: groupSize)
        let estimate = groupSize[mainAxis]
        let estimatedGroupSize = groupSize
        let orthogonalMeasuredExtent = isOrthogonal ? measured?.largestExtent : nil
        if let largest = orthogonalMeasuredExtent {
            // An orthogonal section's groups share one band, as tall as the tallest measured group.
            groupSize[mainAxis] = largest
            template = try solveTemplate(section.group.measured(extent: largest, along: mainAxis), size: groupSize)
        }
        var sizing: SectionSizing?
        if !isOrthogonal, let measured, measured.itemsPerGroup == template.cells.count {
            var templates: [Double: GroupTemplate] = [:]
            for extent in Set(measured.groupExtents.values) {
                var size = groupSize
                size[mainAxis] = extent
                templates[extent] = try solveTemplate(section.group.measured(extent: extent, along: mainAxis), size: size)
            }
            sizing = SectionSizing(measurements: measured, templates: templates)
        }
        let perGroup = template.cells.count
        let groupCount = itemCount == 0 ? 0 : (itemCount - 1) / perGroup + 1

        let follows = section.supplementariesFollowContentInsets
        let crossStart = follows ? insets.low(cross) : 0
        let crossExtent = follows ? collectionSize[cross] - insets.total(cross) : collectionSize[cross]
        var boundaryContainer = effective
        boundaryContainer[cross] = crossExtent
        let boundaryItems = section.boundarySupplementaryItems.map { $0.measured(extent: boundaryExtents[$0.elementKind], along: mainAxis) }
        let boundary = BoundaryLayout(items: boundaryItems, container: boundaryContainer, mainAxis: mainAxis)

        let contentStart = mainStart + boundary.leadingBand + insets.low(mainAxis)
        let groupMain = groupSize[mainAxis]
        let spacing = section.interGroupSpacing
        let contentLength: Double
        let stride: Double
        if groupCount == 0 {
            contentLength = 0
            stride = isOrthogonal ? groupSize[cross] + spacing : groupMain + spacing
        } else if isOrthogonal {
            contentLength = groupMain
            stride = groupSize[cross] + spacing
        } else {
            stride = groupMain + spacing
            contentLength = Double(groupCount) * groupMain + Double(groupCount - 1) * spacing + (sizing?.measurements.totalDelta ?? 0)
        }
        let mainEnd = contentStart + contentLength + insets.high(mainAxis) + boundary.trailingBand

        let firstOrigin = mainAxis == .vertical
            ? Point(x: insets.leading, y: contentStart)
            : Point(x: contentStart, y: insets.top)
        let orthogonalExtent = isOrthogonal && groupCount > 0
            ? insets.total(cross) + Double(groupCount) * groupSize[cross] + Double(groupCount - 1) * spacing
            : 0

        // Between the boundary bands: the insets' outer edge, all of an orthogonal section's content across.
        let insetMain = (start: contentStart - insets.low(mainAxis), length: contentLength + insets.total(mainAxis))
        let insetCross = isOrthogonal && groupCount > 0 ? orthogonalExtent : collectionSize[cross]
        let insetFrame = mainAxis == .vertical
            ? Rect(x: 0, y: insetMain.start, width: insetCross, height: insetMain.length)
            : Rect(x: insetMain.start, y: 0, width: insetMain.length, height: insetCross)

        let sectionRect = mainAxis == .vertical
            ? Rect(x: 0, y: mainStart, width: collectionSize.width, height: mainEnd - mainStart)
            : Rect(x: mainStart, y: 0, width: mainEnd - mainStart, height: collectionSize.height)
        var decorations: [(kind: String, frame: Rect, zIndex: Int)] = []
        var separators: [SolvedItemSeparator] = []
        for item in section.decorationItems {
            switch item.placement {
            case .section:
                decorations.append((item.elementKind, GroupSolver.nonNegative(sectionRect.inset(by: item.contentInsets)), item.zIndex))
            case .groups(let skipped):
                guard groupCount > skipped else { continue }
                // Measured groups before the skipped ones move the card's start as they move the groups.
                let skip = isOrthogonal ? 0 : Swift.max(0, skipped)
                let start = contentStart + (skip == 0 ? 0 : stride * Double(skip) + (sizing?.measurements.delta(before: skip) ?? 0))
                let length = contentStart + contentLength - start
                let across = (start: insets.low(cross), length: collectionSize[cross] - insets.total(cross))
                let rect = mainAxis == .vertical
                    ? Rect(x: across.start, y: start, width: across.length, height: length)
                    : Rect(x: start, y: across.start, width: length, height: across.length)
                decorations.append((item.elementKind, GroupSolver.nonNegative(rect.inset(by: item.contentInsets)), item.zIndex))
            case .itemSeparators(let placement):
                let margin = placement.followsLayoutMargins ? (container?.layoutMargins.leading ?? 0) : 0
                let thickness = placement.isHairline ? 1 / LayoutHost.forContainer(collectionSize).traits.displayScale : placement.thickness
                separators.append(SolvedItemSeparator(kind: item.elementKind, leadingInset: margin + placement.leadingInset,
                                                      trailingInset: placement.trailingInset, thickness: thickness,
                                                      firstItem: placement.firstItem, includesLastItem: placement.includesLastItem,
                                                      zIndex: item.zIndex, configuration: placement.configuration,
                                                      handler: placement.handler))
            }
        }

        return SolvedSection(
            index: index, itemCount: itemCount, template: template, templateBounds: template.bounds,
            groupCount: groupCount, mainAxis: mainAxis, isOrthogonal: isOrthogonal,
            firstGroupOrigin: firstOrigin, groupStride: stride, mainStart: mainStart, mainEnd: mainEnd,
            boundaryItems: boundary.place(mainStart: mainStart, mainEnd: mainEnd, crossStart: crossStart, crossExtent: crossExtent),
            decorations: decorations, itemSeparators: separators, promotesCells: !section.decorationItems.isEmpty,
            orthogonalContentExtent: orthogonalExtent,
            sizing: sizing,
            selfSizingShape: selfSizes && groupCount > 0
                ? SelfSizingShape(axis: mainAxis, role: .cell(groupCount: groupCount, itemsPerGroup: perGroup, estimate: estimate)) : nil,
            estimatedBoundaryKinds: Set(section.boundarySupplementaryItems.filter { $0.layoutSize[mainAxis].isEstimated }.map(\.elementKind)),
            orthogonal: isOrthogonal ? OrthogonalScrollSection(
                section: index, behavior: section.orthogonalScrollingBehavior,
                strip: mainAxis == .vertical
                    ? Rect(x: 0, y: contentStart - insets.low(mainAxis), width: collectionSize.width,
                           height: contentLength + insets.total(mainAxis))
                    : Rect(x: contentStart - insets.low(mainAxis), y: 0, width: contentLength + insets.total(mainAxis),
                           height: collectionSize.height),
                leadingInset: insets.low(cross), trailingInset: insets.high(cross), groupExtent: groupSize[cross],
                groupSpacing: spacing, groupCount: groupCount, contentExtent: orthogonalExtent,
                boundaryKinds: Set(section.boundarySupplementaryItems.map(\.elementKind))) : nil,
            inspectionSource: SectionInspectionSource(
                group: section.group, estimatedGroupSize: estimatedGroupSize,
                orthogonalMeasuredExtent: orthogonalMeasuredExtent, contentInsets: insets,
                interGroupSpacing: spacing, insetFrame: insetFrame, boundaryItems: section.boundarySupplementaryItems),
            visibleItemsHandler: section.visibleItemsInvalidationHandler,
            swipeActions: (section.listConfiguration?.leadingSwipeActions, section.listConfiguration?.trailingSwipeActions))
    }
}
