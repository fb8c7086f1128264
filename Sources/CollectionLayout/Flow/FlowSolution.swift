/// A flow layout solved for one container and one set of item counts.
///
/// Sections lie one after another along the main axis, so a rect query finds its first
/// section by binary search and each section finds its lines and items by arithmetic
/// (uniform items) or binary search (items sized one by one).
public struct FlowSolution: SolvedCollectionLayout {
    public let containerSize: Size
    public let itemCounts: [Int]
    public let scrollDirection: ScrollDirection
    public let contentSize: Size
    let sections: [FlowSolvedSection]
    /// Whether the layout's items self-size (`estimatedItemSize` is set).
    var selfSizing = false
    /// The items' estimated size when they self-size, for inspection.
    var estimatedItemSize = Size.zero

    init(containerSize: Size, itemCounts: [Int], scrollDirection: ScrollDirection, contentSize: Size, sections: [FlowSolvedSection]) {
        self.containerSize = containerSize
        self.itemCounts = itemCounts
        self.scrollDirection = scrollDirection
        self.contentSize = contentSize
        self.sections = sections
    }

    var mainAxis: Axis { scrollDirection.axis }

    /// Cells of a self-sizing flow layout measure their size both ways, as UIKit fits them with
    /// both priorities at `fittingSizeLevel`; each is its own group, so a measurement moves the
    /// lines after it.
    public var hasSelfSizingElements: Bool { selfSizing }

    public func selfSizingShape(of element: LayoutAttributes) -> SelfSizingShape? {
        guard selfSizing, element.category == .cell, itemCounts.indices.contains(element.indexPath.section) else { return nil }
        return SelfSizingShape(axis: mainAxis, role: .cell(groupCount: itemCounts[element.indexPath.section], itemsPerGroup: 1,
                                                          estimate: element.frame.size[mainAxis]),
                               measuresAcross: true)
    }

    /// Section `section`'s line `line`, or nil when there is none.
    public func line(_ line: Int, section: Int) -> FlowLine? {
        sections.indices.contains(section) ? sections[section].lines.line(line) : nil
    }

    /// How many lines section `section` has.
    public func lineCount(section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].lines.lineCount : 0
    }

    public func elements(in rect: Rect, offsets: ScrollOffsets) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        let low = rect.min(mainAxis), high = rect.max(mainAxis)
        // Pinned headers and footers stay inside their section, so the sections' own ranges
        // bound everything they show.
        var index = FlowGeometry.lowerBound(0..<sections.count) { sections[$0].mainEnd < low }
        while index < sections.count, sections[index].mainStart <= high, result.count < LayoutLimits.elementsPerQuery {
            sections[index].appendElements(in: rect, offsets: offsets, to: &result)
            index += 1
        }
        return result
    }

    public func attributesForItem(at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].cell(item: indexPath.item)
    }

    /// Never: a flow layout's supplementaries are its sections' headers and footers.
    public func isItemAnchored(supplementaryOfKind kind: String, inSection section: Int) -> Bool { false }

    public func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].supplementary(kind: kind, item: indexPath.item, offsets: offsets)
    }

    public func forEachElement(offsets: ScrollOffsets, _ body: (LayoutAttributes) -> Void) {
        for section in sections { section.forEachElement(offsets: offsets, body) }
    }
}
