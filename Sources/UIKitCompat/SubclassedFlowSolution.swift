import CollectionLayout

/// A subclass of ``UICollectionViewFlowLayout`` solved: the flow engine's solution (self-sizing,
/// pinned headers and all) asked through the subclass's overrides of the layout queries, which
/// get the flow layout's own attributes from `super` and may change them.
struct SubclassedFlowSolution: SolvedCollectionLayout, @unchecked Sendable {
    let flow: any SolvedCollectionLayout
    let layout: UICollectionViewFlowLayout
    let contentSize: Size

    init(flow: any SolvedCollectionLayout, layout: UICollectionViewFlowLayout) throws(LayoutError) {
        self.flow = flow
        self.layout = layout
        layout.answering = (flow, flow.unscrolledOffsets)
        let size = layout.collectionViewContentSize
        contentSize = Size(width: Double(size.width), height: Double(size.height))
        try LayoutLimits.check(contentSize: contentSize)
    }

    /// Runs `query` with the flow layout answering from this solution at `offsets`.
    private func asking<Value>(at offsets: ScrollOffsets, _ query: () -> Value) -> Value {
        layout.answering = (flow, offsets)
        return query()
    }

    func elements(in rect: Rect, offsets: ScrollOffsets) -> [LayoutAttributes] {
        let asked = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        let found = asking(at: offsets) { layout.layoutAttributesForElements(in: asked) ?? [] }
        return found.compactMap(\.shownAttributes).boundedForQuery
    }

    func attributesForItem(at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes? {
        asking(at: offsets) { layout.layoutAttributesForItem(at: indexPath) }?.shownAttributes
    }

    func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes? {
        asking(at: offsets) { layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) }?.shownAttributes
    }

    /// The whole content, through the overrides, in the flow layout's own order (a section's
    /// header, its cells, its footer); elements the subclass adds come after, in dump order.
    func forEachElement(offsets: ScrollOffsets, _ body: (LayoutAttributes) -> Void) {
        struct Key: Hashable {
            let category: ElementCategory, kind: String?, indexPath: IndexPath
            init(_ element: LayoutAttributes) { (category, kind, indexPath) = (element.category, element.elementKind, element.indexPath) }
        }
        var adjusted: [Key: LayoutAttributes] = [:]
        for element in elements(in: Rect(origin: .zero, size: contentSize), offsets: offsets) { adjusted[Key(element)] = element }
        flow.forEachElement(offsets: offsets) { element in
            if let shown = adjusted.removeValue(forKey: Key(element)) { body(shown) }
        }
        Array(adjusted.values).inDumpOrder.forEach(body)
    }

    var scrollDirection: ScrollDirection { flow.scrollDirection }
    var containerSize: Size { flow.containerSize }
    var itemCounts: [Int] { flow.itemCounts }
    var layoutMargins: DirectionalEdgeInsets { flow.layoutMargins }
    var layoutEnvironment: LayoutEnvironment { flow.layoutEnvironment }
    var sectionsWithVisibleItemsHandlers: Set<Int> { flow.sectionsWithVisibleItemsHandlers }
    var hasSelfSizingElements: Bool { flow.hasSelfSizingElements }

    func isItemAnchored(supplementaryOfKind kind: String, inSection section: Int) -> Bool {
        flow.isItemAnchored(supplementaryOfKind: kind, inSection: section)
    }

    func selfSizingShape(of element: LayoutAttributes) -> SelfSizingShape? { flow.selfSizingShape(of: element) }

    func inspection(in rect: Rect, offsets: ScrollOffsets) -> LayoutInspection { flow.inspection(in: rect, offsets: offsets) }
}
