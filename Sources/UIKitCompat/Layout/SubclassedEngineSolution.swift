import CollectionLayout

/// A subclass of ``UICollectionViewFlowLayout`` or ``UICollectionViewCompositionalLayout``
/// solved: the engine's solution (self-sizing, pinned headers, orthogonal sections and all)
/// asked through the subclass's overrides of the layout queries, which get the engine's own
/// attributes from `super` and may change them. The subclass hears of every scroll
/// (`shouldInvalidateLayout(forBoundsChange:)`) and says where scrolls rest.
struct SubclassedEngineSolution: SolvedCollectionLayout, @unchecked Sendable {
    let engine: any SolvedCollectionLayout
    let layout: UICollectionViewLayout
    let contentSize: Size

    init(engine: any SolvedCollectionLayout, layout: UICollectionViewLayout) throws(LayoutError) {
        self.engine = engine
        self.layout = layout
        layout.engineAnswers = EngineAnswers(solution: engine, offsets: engine.unscrolledOffsets)
        layout.forgetAnsweredAppearances()
        let size = layout.collectionViewContentSize
        contentSize = Size(width: Double(size.width), height: Double(size.height))
        try LayoutLimits.check(contentSize: contentSize)
    }

    /// Runs `query` with `super` answering from this solution at `offsets`.
    private func asking<Value>(at offsets: ScrollOffsets, _ query: () -> Value) -> Value {
        layout.engineAnswers = EngineAnswers(solution: engine, offsets: offsets)
        return query()
    }

    func elements(in rect: Rect, offsets: ScrollOffsets) -> [LayoutAttributes] {
        let asked = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        let found = asking(at: offsets) { layout.layoutAttributesForElements(in: asked) ?? [] }
        return layout.shownNotingAppearances(found).boundedForQuery
    }

    func attributesForItem(at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes? {
        layout.shownNotingAppearance(asking(at: offsets) { layout.layoutAttributesForItem(at: indexPath) })
    }

    func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes? {
        layout.shownNotingAppearance(asking(at: offsets) { layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) })
    }

    var drawsElementAppearances: Bool { !layout.answeredAppearances.isEmpty }

    func swipeActions(forItemAt indexPath: IndexPath, leading: Bool) -> SwipeActionsConfiguration? {
        engine.swipeActions(forItemAt: indexPath, leading: leading)
    }

    func appearance(of element: LayoutAttributes) -> ElementAppearance? { layout.answeredAppearance(of: element) }

    /// The whole content, through the overrides, in the engine's own order (a section's
    /// header, its cells, its footer); elements the subclass adds come after, in dump order.
    func forEachElement(offsets: ScrollOffsets, _ body: (LayoutAttributes) -> Void) {
        struct Key: Hashable {
            let category: ElementCategory, kind: String?, indexPath: IndexPath
            init(_ element: LayoutAttributes) { (category, kind, indexPath) = (element.category, element.elementKind, element.indexPath) }
        }
        var adjusted: [Key: LayoutAttributes] = [:]
        for element in elements(in: Rect(origin: .zero, size: contentSize), offsets: offsets) { adjusted[Key(element)] = element }
        engine.forEachElement(offsets: offsets) { element in
            if let shown = adjusted.removeValue(forKey: Key(element)) { body(shown) }
        }
        Array(adjusted.values).inDumpOrder.forEach(body)
    }

    /// A subclass is asked about every scroll, as UIKit asks its layout.
    var followsBounds: Bool { true }

    func invalidatesLayout(forBoundsChange bounds: Rect) -> Bool {
        layout.hearBoundsChange(bounds)
    }

    func targetMainOffset(forProposed proposed: Double, velocity: Double) -> Double {
        layout.targetMainOffset(forProposed: proposed, velocity: velocity, axis: scrollDirection.axis)
    }

    func targetMainOffset(forProposed proposed: Double) -> Double {
        let axis = scrollDirection.axis
        var proposal = CGPoint.zero
        if axis == .horizontal { proposal.x = CGFloat(proposed) } else { proposal.y = CGFloat(proposed) }
        let answer = layout.targetContentOffset(forProposedContentOffset: proposal)
        return Double(axis == .horizontal ? answer.x : answer.y)
    }

    func prepare(forUpdates items: [LayoutUpdateItem]) { layout.hearUpdates(items) }

    func finalizeUpdates() { layout.finalizeCollectionViewUpdates() }

    /// The subclass's start for an appearing item; `super` gives the engine's attributes,
    /// transparent, which is the engine's own fade in place.
    func initialTransition(ofAppearingItemAt indexPath: IndexPath) -> ElementTransition? {
        asking(at: engine.unscrolledOffsets) { layout.transition(layout.initialLayoutAttributesForAppearingItem(at: indexPath)) }
    }

    /// The subclass's end for a disappearing item; none (`super`'s) fades it out where it was.
    func finalTransition(ofDisappearingItemAt indexPath: IndexPath) -> ElementTransition? {
        asking(at: engine.unscrolledOffsets) { layout.transition(layout.finalLayoutAttributesForDisappearingItem(at: indexPath)) }
    }

    var scrollDirection: ScrollDirection { engine.scrollDirection }
    var containerSize: Size { engine.containerSize }
    var itemCounts: [Int] { engine.itemCounts }
    var layoutMargins: DirectionalEdgeInsets { engine.layoutMargins }
    var layoutEnvironment: LayoutEnvironment { engine.layoutEnvironment }
    var sectionsWithVisibleItemsHandlers: Set<Int> { engine.sectionsWithVisibleItemsHandlers }
    var hasSelfSizingElements: Bool { engine.hasSelfSizingElements }
    var orthogonalScrollSections: [OrthogonalScrollSection] { engine.orthogonalScrollSections }
    var initialOffsets: ScrollOffsets { engine.initialOffsets }

    func visibleItemsInvalidationHandler(inSection section: Int) -> VisibleItemsInvalidationHandler? {
        engine.visibleItemsInvalidationHandler(inSection: section)
    }

    func isItemAnchored(supplementaryOfKind kind: String, inSection section: Int) -> Bool {
        engine.isItemAnchored(supplementaryOfKind: kind, inSection: section)
    }

    func selfSizingShape(of element: LayoutAttributes) -> SelfSizingShape? { engine.selfSizingShape(of: element) }

    /// The engine's inspection, its items and supplementaries moved to where the subclass put
    /// them (a left-aligned flow subclass moves every item of a line), so the marks lie on
    /// what is drawn; groups, lines and spacing stay the engine's.
    func inspection(in rect: Rect, offsets: ScrollOffsets) -> LayoutInspection {
        var inspection = engine.inspection(in: rect, offsets: offsets)
        var answered: [ElementIdentity: Rect] = [:]
        for element in elements(in: rect, offsets: offsets) { answered[ElementIdentity(element)] = element.frame }
        for index in inspection.items.indices {
            let item = inspection.items[index]
            let key = ElementIdentity(category: .cell, kind: nil, indexPath: item.indexPath)
            guard let frame = answered[key], frame != item.frame else { continue }
            inspection.items[index].frame = frame
            inspection.items[index].contentFrame = item.contentFrame.offsetBy(dx: frame.minX - item.frame.minX, dy: frame.minY - item.frame.minY)
        }
        for index in inspection.supplementaries.indices {
            let supplementary = inspection.supplementaries[index]
            let key = ElementIdentity(category: .supplementary, kind: supplementary.kind, indexPath: supplementary.indexPath)
            if let frame = answered[key] { inspection.supplementaries[index].frame = frame }
        }
        return inspection
    }
}
