/// A layout solved for a collection view that covers only part of a screen, seen from the
/// screen: its elements moved by the view's origin, its content extended by the screen around
/// the view along the main axis, so a scroll of the screen is a scroll of the view at the same
/// content offset. Queries are asked of the view's layout in its own coordinates.
///
/// What a screen shows when its collection view is pinned below a bar or beside other views;
/// the views around it are drawn over what lies outside its frame.
public struct PlacedSolvedLayout: SolvedCollectionLayout {
    /// The view's own layout, in its coordinates.
    public let base: any SolvedCollectionLayout
    /// The view's frame on the screen.
    public let frame: Rect
    /// The screen's size.
    public let containerSize: Size

    /// `base`, solved for a view at `frame`, on a screen of `screen`.
    public init(_ base: any SolvedCollectionLayout, frame: Rect, screen: Size) {
        self.base = base
        self.frame = frame
        containerSize = screen
    }

    private var axis: Axis { base.scrollDirection.axis }

    /// The content, moved by the view's origin and with the screen past the view's far edge.
    public var contentSize: Size {
        var size = base.contentSize
        if axis == .vertical {
            size.height += frame.minY + (containerSize.height - frame.maxY)
            size.width = containerSize.width
        } else {
            size.width += frame.minX + (containerSize.width - frame.maxX)
            size.height = containerSize.height
        }
        return size
    }

    public var scrollDirection: ScrollDirection { base.scrollDirection }
    public var itemCounts: [Int] { base.itemCounts }
    public var layoutMargins: DirectionalEdgeInsets { base.layoutMargins }
    public var sectionsWithVisibleItemsHandlers: Set<Int> { base.sectionsWithVisibleItemsHandlers }
    public var layoutEnvironment: LayoutEnvironment { base.layoutEnvironment }
    public var hasSelfSizingElements: Bool { base.hasSelfSizingElements }
    public var initialOffsets: ScrollOffsets { base.initialOffsets }
    public var followsBounds: Bool { base.followsBounds }
    public var drawsElementAppearances: Bool { base.drawsElementAppearances }

    /// Screen coordinates to the view's.
    private func inward(_ rect: Rect) -> Rect { rect.offsetBy(dx: -frame.minX, dy: -frame.minY) }
    private func outward(_ rect: Rect) -> Rect { rect.offsetBy(dx: frame.minX, dy: frame.minY) }
    private func outward(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var moved = attributes
        moved.frame = outward(attributes.frame)
        return moved
    }
    private func inward(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var moved = attributes
        moved.frame = inward(attributes.frame)
        return moved
    }

    /// The offsets as the view's layout sees them: the view's own length along the main axis.
    private func inward(_ offsets: ScrollOffsets) -> ScrollOffsets {
        var inner = offsets
        inner.viewportLength = axis == .vertical ? frame.height : frame.width
        return inner
    }

    public func elements(in rect: Rect, offsets: ScrollOffsets) -> [LayoutAttributes] {
        base.elements(in: inward(rect), offsets: inward(offsets)).map(outward)
    }

    public func attributesForItem(at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes? {
        base.attributesForItem(at: indexPath, offsets: inward(offsets)).map(outward)
    }

    public func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes? {
        base.attributesForSupplementaryElement(ofKind: kind, at: indexPath, offsets: inward(offsets)).map(outward)
    }

    public func isItemAnchored(supplementaryOfKind kind: String, inSection section: Int) -> Bool {
        base.isItemAnchored(supplementaryOfKind: kind, inSection: section)
    }

    public func visibleItemsInvalidationHandler(inSection section: Int) -> VisibleItemsInvalidationHandler? {
        base.visibleItemsInvalidationHandler(inSection: section)
    }

    public func forEachElement(offsets: ScrollOffsets, _ body: (LayoutAttributes) -> Void) {
        base.forEachElement(offsets: inward(offsets)) { body(outward($0)) }
    }

    public var orthogonalScrollSections: [OrthogonalScrollSection] {
        base.orthogonalScrollSections.map { section in
            OrthogonalScrollSection(section: section.section, behavior: section.behavior, strip: outward(section.strip),
                                    leadingInset: section.leadingInset, trailingInset: section.trailingInset,
                                    groupExtent: section.groupExtent, groupSpacing: section.groupSpacing, groupCount: section.groupCount,
                                    contentExtent: section.contentExtent, boundaryKinds: section.boundaryKinds)
        }
    }

    public func selfSizingShape(of element: LayoutAttributes) -> SelfSizingShape? {
        base.selfSizingShape(of: inward(element))
    }

    public func inspection(in rect: Rect, offsets: ScrollOffsets) -> LayoutInspection {
        base.inspection(in: inward(rect), offsets: inward(offsets))
    }

    public func invalidatesLayout(forBoundsChange bounds: Rect) -> Bool {
        base.invalidatesLayout(forBoundsChange: Rect(origin: bounds.origin, size: frame.size))
    }

    public func targetMainOffset(forProposed proposed: Double, velocity: Double) -> Double {
        base.targetMainOffset(forProposed: proposed, velocity: velocity)
    }

    public func targetMainOffset(forProposed proposed: Double) -> Double {
        base.targetMainOffset(forProposed: proposed)
    }

    public func swipeActions(forItemAt indexPath: IndexPath, leading: Bool) -> SwipeActionsConfiguration? {
        base.swipeActions(forItemAt: indexPath, leading: leading)
    }

    public func appearance(of element: LayoutAttributes) -> ElementAppearance? {
        base.appearance(of: inward(element))
    }

    public func prepare(forUpdates items: [LayoutUpdateItem]) { base.prepare(forUpdates: items) }
    public func finalizeUpdates() { base.finalizeUpdates() }

    public func initialTransition(ofAppearingItemAt indexPath: IndexPath) -> ElementTransition? {
        base.initialTransition(ofAppearingItemAt: indexPath)
    }

    public func finalTransition(ofDisappearingItemAt indexPath: IndexPath) -> ElementTransition? {
        base.finalTransition(ofDisappearingItemAt: indexPath)
    }
}
