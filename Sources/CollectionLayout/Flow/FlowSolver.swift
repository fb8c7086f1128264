/// Solves a flow layout: resolves each section's values (the delegate's, else the layout's),
/// checks them, breaks the section into lines and stacks the sections along the main axis.
struct FlowSolver {
    let layout: FlowLayout
    let container: Size
    let itemCounts: [Int]

    static let headerKind = "header"
    static let footerKind = "footer"
    /// Headers and footers sit above cells, so a pinned one covers what scrolls under it.
    static let boundaryZIndex = 1
    /// Sections sized item by item keep their sizes; more items than this in all of them
    /// together are refused, before any is solved, rather than exhausting memory. Sizes that
    /// repeat a cycle (a layout file's `itemSizes`) are not kept per item and do not count.
    static let maximumMeasuredItems = 10_000_000

    private var mainAxis: Axis { layout.scrollDirection.axis }

    func solve() throws(LayoutError) -> FlowSolution {
        guard container.width.isFinite, container.height.isFinite, container.width > 0, container.height > 0 else {
            throw LayoutError(path: "size", message: "expected a container larger than 0x0, got \(container)")
        }
        try Self.check(layout.itemSize, path: "flow.itemSize")
        try Self.check(layout.estimatedItemSize, path: "flow.estimatedItemSize")
        try Self.check(layout.minimumLineSpacing, path: "flow.minimumLineSpacing")
        try Self.check(layout.minimumInteritemSpacing, path: "flow.minimumInteritemSpacing")
        try Self.check(layout.sectionInset, path: "flow.sectionInset")
        try Self.check(layout.headerReferenceSize, path: "flow.headerReferenceSize")
        try Self.check(layout.footerReferenceSize, path: "flow.footerReferenceSize")

        try checkMeasuredTotal()

        var sections: [FlowSolvedSection] = []
        sections.reserveCapacity(itemCounts.count)
        var cursor = 0.0
        for (index, count) in itemCounts.enumerated() {
            guard count >= 0 else {
                throw LayoutError(path: "sections[\(index)].items", message: "expected 0 or more items, got \(count)")
            }
            let section = try solveSection(index, itemCount: count, mainStart: cursor)
            try LayoutLimits.check(end: section.mainEnd, path: "sections[\(index)]")
            sections.append(section)
            cursor = section.mainEnd
        }
        var contentSize = container
        contentSize[mainAxis] = cursor
        return FlowSolution(containerSize: container, itemCounts: itemCounts, scrollDirection: layout.scrollDirection,
                            contentSize: contentSize, sections: sections)
    }

    private func solveSection(_ index: Int, itemCount: Int, mainStart: Double) throws(LayoutError) -> FlowSolvedSection {
        let path = "sections[\(index)]"
        let delegate = layout.delegate
        let sectionInset = delegate?.flowLayout(layout, container: container, insetForSectionAt: index)
        let sectionLineSpacing = delegate?.flowLayout(layout, container: container, minimumLineSpacingForSectionAt: index)
        let sectionInteritemSpacing = delegate?.flowLayout(layout, container: container, minimumInteritemSpacingForSectionAt: index)
        let sectionHeader = delegate?.flowLayout(layout, container: container, referenceSizeForHeaderInSection: index)
        let sectionFooter = delegate?.flowLayout(layout, container: container, referenceSizeForFooterInSection: index)
        let inset = sectionInset ?? layout.sectionInset
        let lineSpacing = sectionLineSpacing ?? layout.minimumLineSpacing
        let interitemSpacing = sectionInteritemSpacing ?? layout.minimumInteritemSpacing
        let header = sectionHeader ?? layout.headerReferenceSize
        let footer = sectionFooter ?? layout.footerReferenceSize
        try Self.check(inset, path: path + ".sectionInset")
        try Self.check(lineSpacing, path: path + ".minimumLineSpacing")
        try Self.check(interitemSpacing, path: path + ".minimumInteritemSpacing")
        try Self.check(header, path: path + ".headerReferenceSize")
        try Self.check(footer, path: path + ".footerReferenceSize")

        let cross = mainAxis.cross
        let margins: EdgeInsets = switch layout.sectionInsetReference {
        case .fromContentInset: .zero
        case .fromSafeArea: LayoutHost.forContainer(container).safeAreaInsets.physical
        case .fromLayoutMargins: layout.layoutMargins(in: container)
        }
        let crossStart = margins.low(cross) + inset.low(cross)
        let available = container[cross] - margins.total(cross) - inset.total(cross)
        // Only the extent along the main axis counts: zero means no header, and across it
        // spans the collection view whatever the inset.
        let headerLength = header[mainAxis], footerLength = footer[mainAxis]
        let linesStart = mainStart + headerLength + inset.low(mainAxis)
        // Self-sizing items start at their estimate unless the delegate sizes them.
        let defaultSize = layout.isSelfSizing ? layout.estimatedItemSize : layout.itemSize

        let lines: FlowLines
        if delegate?.flowLayout(layout, container: container, sizesItemsIndividuallyInSection: index) == true, itemCount > 0 {
            if let cycle = delegate?.flowLayout(layout, container: container, repeatingItemSizesInSection: index), !cycle.isEmpty {
                for (item, size) in cycle.enumerated() { try Self.check(size, path: path + ".itemSizes[\(item)]") }
                let pattern = FlowSizePattern(sizes: cycle, axis: mainAxis, available: available, spacing: interitemSpacing)
                lines = .periodic(FlowPeriodicLines(pattern: pattern, itemCount: itemCount, lineSpacing: lineSpacing,
                                                    mainStart: linesStart, crossStart: crossStart))
            } else {
                var sizes: [Size] = []
                sizes.reserveCapacity(itemCount)
                for item in 0..<itemCount {
                    let size = delegate?.flowLayout(layout, container: container, sizeForItemAt: IndexPath(item: item, section: index)) ?? defaultSize
                    try Self.check(size, path: path + ".itemSizes[\(item)]")
                    sizes.append(size)
                }
                lines = .measured(FlowMeasuredLines(sizes: sizes, axis: mainAxis, available: available, interitemSpacing: interitemSpacing,
                                                    lineSpacing: lineSpacing, mainStart: linesStart, crossStart: crossStart))
            }
        } else {
            lines = .uniform(FlowUniformLines(itemCount: itemCount, itemSize: defaultSize, axis: mainAxis, available: available,
                                              interitemSpacing: interitemSpacing, lineSpacing: lineSpacing,
                                              mainStart: linesStart, crossStart: crossStart))
        }

        let footerStart = linesStart + lines.mainLength + inset.high(mainAxis)
        let mainEnd = footerStart + footerLength
        var boundary: [PlacedBoundaryItem] = []
        if headerLength > 0 {
            boundary.append(placed(layout.headerElementKind, at: mainStart, length: headerLength, pinned: layout.sectionHeadersPinToVisibleBounds,
                                   farEdge: false, range: mainStart...mainEnd))
        }
        if footerLength > 0 {
            boundary.append(placed(layout.footerElementKind, at: footerStart, length: footerLength, pinned: layout.sectionFootersPinToVisibleBounds,
                                   farEdge: true, range: mainStart...mainEnd))
        }
        let metrics = FlowSectionMetrics(
            inset: inset, lineSpacing: lineSpacing, crossStart: crossStart, available: available, linesStart: linesStart,
            ownsInset: sectionInset != nil, ownsLineSpacing: sectionLineSpacing != nil,
            ownsInteritemSpacing: sectionInteritemSpacing != nil, ownsHeader: sectionHeader != nil, ownsFooter: sectionFooter != nil)
        return FlowSolvedSection(index: index, itemCount: itemCount, mainAxis: mainAxis, mainStart: mainStart, mainEnd: mainEnd,
                                 lines: lines, boundaryItems: boundary, metrics: metrics)
    }

    /// Refuses, before anything is solved, sections sized item by item that together hold
    /// more than `maximumMeasuredItems`, naming the section where the total goes over.
    private func checkMeasuredTotal() throws(LayoutError) {
        guard let delegate = layout.delegate else { return }
        var total = 0
        for (index, count) in itemCounts.enumerated() where count > 0 {
            guard delegate.flowLayout(layout, container: container, sizesItemsIndividuallyInSection: index),
                  delegate.flowLayout(layout, container: container, repeatingItemSizesInSection: index)?.isEmpty ?? true else { continue }
            total += Swift.min(count, Self.maximumMeasuredItems + 1)
            guard total <= Self.maximumMeasuredItems else {
                throw LayoutError(path: "sections[\(index)].items",
                                  message: "sections sized item by item hold at most \(Self.maximumMeasuredItems) items together, and this one takes them past it")
            }
        }
    }

    private func placed(_ kind: String, at main: Double, length: Double, pinned: Bool, farEdge: Bool,
                        range: ClosedRange<Double>) -> PlacedBoundaryItem {
        var size = container
        size[mainAxis] = length
        // A flow header sits at the start of the scrolling direction, a footer at its end.
        let alignment: RectAlignment = mainAxis == .vertical ? (farEdge ? .bottom : .top) : (farEdge ? .trailing : .leading)
        return PlacedBoundaryItem(kind: kind, alignment: alignment, frame: FlowGeometry.rect(main: main, cross: 0, size: size, axis: mainAxis),
                                  zIndex: Self.boundaryZIndex, pinToVisibleBounds: pinned, pinsToFarEdge: farEdge,
                                  rangeStart: range.lowerBound, rangeEnd: range.upperBound)
    }

    // MARK: Checks

    static func check(_ value: Double, path: String) throws(LayoutError) {
        try DescriptionValidator.nonNegative(value, path)
    }

    static func check(_ size: Size, path: String) throws(LayoutError) {
        try check(size.width, path: path + "[0]")
        try check(size.height, path: path + "[1]")
    }

    static func check(_ insets: EdgeInsets, path: String) throws(LayoutError) {
        try check(insets.top, path: path + ".top")
        try check(insets.left, path: path + ".left")
        try check(insets.bottom, path: path + ".bottom")
        try check(insets.right, path: path + ".right")
    }
}
