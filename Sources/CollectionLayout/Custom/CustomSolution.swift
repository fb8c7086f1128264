/// A custom layout as it was prepared for one container and set of item counts: every query goes
/// to the layout object, which answers from what it prepared.
///
/// The object is prepared again for the next solve; a solution kept past that (the layout before
/// an animated change) answers as the object now does.
public struct CustomSolution: SolvedCollectionLayout, @unchecked Sendable {
    /// The layout, prepared.
    public let layout: any CustomLayout
    public let contentSize: Size
    public let scrollDirection: ScrollDirection
    public let containerSize: Size
    public let itemCounts: [Int]
    public let layoutEnvironment: LayoutEnvironment
    /// Where bounds changes are recorded for the next solve; nil when none is kept.
    public let contentOffsetRecord: ContentOffsetRecord?
    /// The region last asked of the layout, and its answer.
    private let queries = CustomQueryRegion()

    /// Prepares `layout` for `context` and keeps what it then says of its content; bounds
    /// changes the view reports are kept in `record`.
    public init(preparing layout: any CustomLayout, for context: CustomLayoutContext, record: ContentOffsetRecord? = nil) throws(LayoutError) {
        contentOffsetRecord = record
        layout.prepare(for: context)
        let size = layout.contentSize
        try LayoutLimits.check(contentSize: size)
        self.layout = layout
        contentSize = size
        scrollDirection = layout.scrollDirection
        containerSize = context.container
        itemCounts = context.itemCounts
        layoutEnvironment = LayoutEnvironment(container: LayoutContainer(contentSize: context.container), layoutDirection: context.layoutDirection)
    }

    /// The layout's elements in `rect`, at most `LayoutLimits.elementsPerQuery` of them, and
    /// none whose frame is not a finite rectangle. The layout is asked about a region reaching
    /// several viewports past `rect` along the scrolling axis, and the answer serves every
    /// query inside that region until the layout is prepared again (`CustomQueryRegion`).
    public func elements(in rect: Rect, offsets: ScrollOffsets) -> [LayoutAttributes] {
        let transformed: (LayoutAttributes) -> Bool = { [layout] element in
            layout.drawsElementAppearances && layout.appearance(of: element) != nil
        }
        if let answer = queries.answer(for: rect, alwaysShown: transformed) { return answer.boundedForQuery }
        let region = CustomQueryRegion.region(around: rect, axis: scrollDirection.axis, viewport: containerSize)
        let found = layout.elements(in: region).filter(\.frame.isDrawable)
        guard queries.keep(found, for: region) else { return layout.elements(in: rect).boundedForQuery }
        return found.filter { $0.frame.intersects(rect) || transformed($0) }.boundedForQuery
    }

    public func attributesForItem(at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes? {
        layout.attributesForItem(at: indexPath).flatMap { $0.frame.isDrawable ? $0 : nil }
    }

    public func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes? {
        layout.attributesForSupplementaryElement(ofKind: kind, at: indexPath).flatMap { $0.frame.isDrawable ? $0 : nil }
    }

    /// A custom layout is asked about every scroll and resize, as UIKit asks its layouts.
    public var followsBounds: Bool { true }

    /// The layout's answer; the bounds' origin is kept for the next solve either way, as the
    /// collection view's bounds change whatever its layout says.
    public func invalidatesLayout(forBoundsChange bounds: Rect) -> Bool {
        let answer = layout.invalidatesLayout(forBoundsChange: bounds)
        contentOffsetRecord?.offset = bounds.origin
        return answer
    }

    /// The layout's rest for a proposal along the main axis (the cross axis at zero).
    public func targetMainOffset(forProposed proposed: Double, velocity: Double) -> Double {
        let axis = scrollDirection.axis
        var proposal = Point.zero, speed = Point.zero
        proposal[axis] = proposed
        speed[axis] = velocity
        return layout.targetContentOffset(forProposed: proposal, velocity: speed)[axis]
    }

    public func targetMainOffset(forProposed proposed: Double) -> Double {
        let axis = scrollDirection.axis
        var proposal = Point.zero
        proposal[axis] = proposed
        return layout.targetContentOffset(forProposed: proposal)[axis]
    }

    public func prepare(forUpdates items: [LayoutUpdateItem]) { layout.prepare(forUpdates: items) }

    public func finalizeUpdates() { layout.finalizeUpdates() }

    public func initialTransition(ofAppearingItemAt indexPath: IndexPath) -> ElementTransition? {
        layout.initialTransition(ofAppearingItemAt: indexPath).flatMap { $0.frame.isDrawable ? $0 : nil }
    }

    public func finalTransition(ofDisappearingItemAt indexPath: IndexPath) -> ElementTransition? {
        layout.finalTransition(ofDisappearingItemAt: indexPath).flatMap { $0.frame.isDrawable ? $0 : nil }
    }

    /// A custom layout's supplementaries belong to whatever it says; none follows an item.
    public var drawsElementAppearances: Bool { layout.drawsElementAppearances }

    public func appearance(of element: LayoutAttributes) -> ElementAppearance? { layout.appearance(of: element) }

    public func isItemAnchored(supplementaryOfKind kind: String, inSection section: Int) -> Bool { false }

    public var sectionsWithVisibleItemsHandlers: Set<Int> { [] }

    /// Every element of the whole content, in section and item order (cells, then supplementary
    /// elements, then decorations at each index path), for dumps: what the layout gives for a
    /// rectangle as large as its content, as UIKit's collection view asks for a dump.
    public func forEachElement(offsets: ScrollOffsets, _ body: (LayoutAttributes) -> Void) {
        layout.elements(in: Rect(origin: .zero, size: contentSize)).filter(\.frame.isDrawable).inDumpOrder.forEach(body)
    }
}

extension Array where Element == LayoutAttributes {
    /// What a rectangle query answers of the elements a layout object gave: those whose frames
    /// can be drawn, at most `LayoutLimits.elementsPerQuery` of them.
    public var boundedForQuery: [LayoutAttributes] {
        Array(lazy.filter(\.frame.isDrawable).prefix(LayoutLimits.elementsPerQuery))
    }

    /// The elements in the order a dump lists them: by section, then item, cells before
    /// supplementary elements before decorations, and otherwise as given.
    public var inDumpOrder: [LayoutAttributes] {
        let rank: (ElementCategory) -> Int = { $0 == .cell ? 0 : ($0 == .supplementary ? 1 : 2) }
        return enumerated().sorted { a, b in
            let x = a.element, y = b.element
            if x.indexPath.section != y.indexPath.section { return x.indexPath.section < y.indexPath.section }
            if x.indexPath.item != y.indexPath.item { return x.indexPath.item < y.indexPath.item }
            if rank(x.category) != rank(y.category) { return rank(x.category) < rank(y.category) }
            return a.offset < b.offset
        }.map(\.element)
    }
}

extension Rect {
    /// Whether every number is finite and the size is not negative: a frame that can be drawn.
    public var isDrawable: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }
}
