/// A compositional layout solved for one container and one set of item counts.
public struct CompositionalSolution: SolvedCollectionLayout {
    public let containerSize: Size
    public let itemCounts: [Int]
    public let scrollDirection: ScrollDirection
    public let contentSize: Size
    public let layoutMargins: DirectionalEdgeInsets
    let sections: [SolvedSection]
    let globalItems: [PlacedBoundaryItem]
    /// The configuration's `interSectionSpacing`, for inspection.
    let interSectionSpacing: Double
    /// Template inspections, made when first asked for.
    let inspectionCache = TemplateInspectionCache()
    /// Running maximum of each section's farthest reach, and the running minimum of the
    /// nearest reach from each section on: both sorted, so a rect query finds its first and
    /// last section by binary search even when elements hang outside their sections.
    let reachMaxPrefix: [Double]
    let reachMinSuffix: [Double]
    /// Whether any section self-sizes, worked out once rather than on every frame.
    public let hasSelfSizingElements: Bool
    public let sectionsWithVisibleItemsHandlers: Set<Int>

    init(containerSize: Size, itemCounts: [Int], scrollDirection: ScrollDirection, contentSize: Size,
         sections: [SolvedSection], globalItems: [PlacedBoundaryItem], interSectionSpacing: Double, layoutMargins: DirectionalEdgeInsets) {
        self.containerSize = containerSize
        self.layoutMargins = layoutMargins
        self.itemCounts = itemCounts
        self.scrollDirection = scrollDirection
        self.contentSize = contentSize
        self.sections = sections
        self.globalItems = globalItems
        self.interSectionSpacing = interSectionSpacing
        let reaches = sections.map(\.visualMainRange)
        var prefix: [Double] = []
        prefix.reserveCapacity(reaches.count)
        for reach in reaches { prefix.append(Swift.max(prefix.last ?? -.infinity, reach.max)) }
        var suffix = [Double](repeating: .infinity, count: reaches.count)
        for index in reaches.indices.reversed() {
            suffix[index] = Swift.min(reaches[index].min, index + 1 < reaches.count ? suffix[index + 1] : .infinity)
        }
        self.reachMaxPrefix = prefix
        self.reachMinSuffix = suffix
        self.hasSelfSizingElements = sections.contains { $0.selfSizingShape != nil || !$0.estimatedBoundaryKinds.isEmpty }
        self.sectionsWithVisibleItemsHandlers = Set(sections.filter { $0.visibleItemsHandler != nil }.map(\.index))
    }

    var mainAxis: Axis { scrollDirection.axis }

    /// The orthogonal content extent of section `section` (0 for sections that are not orthogonal).
    public func orthogonalContentExtent(section: Int) -> Double {
        sections.indices.contains(section) ? sections[section].orthogonalContentExtent : 0
    }

    public var orthogonalScrollSections: [OrthogonalScrollSection] {
        sections.compactMap(\.orthogonal)
    }


    public func selfSizingShape(of element: LayoutAttributes) -> SelfSizingShape? {
        guard sections.indices.contains(element.indexPath.section) else { return nil }
        let section = sections[element.indexPath.section]
        switch element.category {
        case .cell: return section.selfSizingShape
        case .supplementary:
            guard element.indexPath.item == 0, let kind = element.elementKind, section.estimatedBoundaryKinds.contains(kind) else { return nil }
            return SelfSizingShape(axis: mainAxis, role: .boundary)
        case .decoration: return nil
        }
    }

    /// Items per instance of section `section`'s top-level group.
    public func itemsPerGroup(section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].itemsPerGroup : 0
    }

    public func elements(in rect: Rect, offsets: ScrollOffsets) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        let low = rect.min(mainAxis), high = rect.max(mainAxis)
        // First section that can reach `low`, then on while a section can start before `high`.
        var index = lowerBound(reachMaxPrefix) { $0 < low }
        while index < sections.count, reachMinSuffix[index] <= high, result.count < LayoutLimits.elementsPerQuery {
            sections[index].appendElements(in: rect, offsets: offsets, to: &result)
            index += 1
        }
        for item in globalItems {
            let frame = item.frame(offsets: offsets, axis: mainAxis)
            if frame.intersects(rect) { result.append(globalAttributes(item, frame: frame)) }
        }
        return result
    }

    public func attributesForItem(at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].cell(item: indexPath.item, offsets: offsets)
    }

    public func visibleItemsInvalidationHandler(inSection section: Int) -> VisibleItemsInvalidationHandler? {
        sections.indices.contains(section) ? sections[section].visibleItemsHandler : nil
    }

    public func isItemAnchored(supplementaryOfKind kind: String, inSection section: Int) -> Bool {
        guard sections.indices.contains(section) else { return false }
        return sections[section].template.supplementaries.contains { supplementary in
            if case .item = supplementary.anchor { supplementary.kind == kind } else { false }
        }
    }

    public func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes? {
        if indexPath.section == -1 {
            guard indexPath.item == 0, let item = globalItems.first(where: { $0.kind == kind }) else { return nil }
            return globalAttributes(item, frame: item.frame(offsets: offsets, axis: mainAxis))
        }
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].supplementary(kind: kind, item: indexPath.item, offsets: offsets)
    }

    public func forEachElement(offsets: ScrollOffsets, _ body: (LayoutAttributes) -> Void) {
        for section in sections { section.forEachElement(offsets: offsets, body) }
        for item in globalItems { body(globalAttributes(item, frame: item.frame(offsets: offsets, axis: mainAxis))) }
    }

    private func globalAttributes(_ item: PlacedBoundaryItem, frame: Rect) -> LayoutAttributes {
        LayoutAttributes(category: .supplementary, elementKind: item.kind, indexPath: IndexPath(item: 0, section: -1),
                         frame: frame, zIndex: item.zIndex)
    }

    /// The first index whose value does not satisfy `isBelow` in an array sorted by it.
    func lowerBound(_ values: [Double], _ isBelow: (Double) -> Bool) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if isBelow(values[mid]) { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
