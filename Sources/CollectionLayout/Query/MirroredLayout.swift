/// A layout solved left to right, shown right to left: every frame reflected across the middle
/// of the content's width, as UIKit mirrors a compositional layout (and a flow layout that flips
/// in the opposite direction) for a right-to-left interface.
///
/// The solver works left to right only; mirroring its answers keeps a right-to-left layout the
/// exact reflection of the left-to-right one. Orthogonal offsets keep their meaning (how far a
/// section has scrolled from its start), so the six behaviours rest on the reflected positions
/// by construction; an offset moves mirrored content to the right (`orthogonalSign` is -1).
/// A layout that scrolls horizontally starts at its far end, and its main offset is reflected
/// before the base is asked, so pinned items pin to the reflected viewport.
public struct MirroredLayout: SolvedCollectionLayout {
    /// The left-to-right layout.
    public let base: any SolvedCollectionLayout
    /// The width frames are reflected within: the content's, or the container's when wider.
    public let width: Double

    /// `base` shown right to left.
    public init(_ base: any SolvedCollectionLayout) {
        self.base = base
        width = Swift.max(base.contentSize.width, base.containerSize.width)
    }

    public var contentSize: Size { base.contentSize }
    public var scrollDirection: ScrollDirection { base.scrollDirection }
    public var containerSize: Size { base.containerSize }
    public var itemCounts: [Int] { base.itemCounts }
    public var layoutMargins: DirectionalEdgeInsets { base.layoutMargins }
    public var hasSelfSizingElements: Bool { base.hasSelfSizingElements }
    public var sectionsWithVisibleItemsHandlers: Set<Int> { base.sectionsWithVisibleItemsHandlers }

    public var layoutEnvironment: LayoutEnvironment {
        var environment = base.layoutEnvironment
        environment.layoutDirection = .rightToLeft
        return environment
    }

    /// The base's strips, reflected; their scrolling geometry is the base's.
    public var orthogonalScrollSections: [OrthogonalScrollSection] {
        base.orthogonalScrollSections.map {
            OrthogonalScrollSection(section: $0.section, behavior: $0.behavior, strip: $0.strip.mirrored(about: width),
                                    leadingInset: $0.leadingInset, trailingInset: $0.trailingInset, groupExtent: $0.groupExtent,
                                    groupSpacing: $0.groupSpacing, groupCount: $0.groupCount, contentExtent: $0.contentExtent,
                                    boundaryKinds: $0.boundaryKinds)
        }
    }

    /// The base's start; a horizontally scrolling layout starts at its far end.
    public var initialOffsets: ScrollOffsets { reflected(base.initialOffsets) }

    public func elements(in rect: Rect, offsets: ScrollOffsets) -> [LayoutAttributes] {
        base.elements(in: rect.mirrored(about: width), offsets: reflected(offsets)).map(mirrored)
    }

    public func attributesForItem(at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes? {
        base.attributesForItem(at: indexPath, offsets: reflected(offsets)).map(mirrored)
    }

    public func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes? {
        base.attributesForSupplementaryElement(ofKind: kind, at: indexPath, offsets: reflected(offsets)).map(mirrored)
    }

    public func isItemAnchored(supplementaryOfKind kind: String, inSection section: Int) -> Bool {
        base.isItemAnchored(supplementaryOfKind: kind, inSection: section)
    }

    public func visibleItemsInvalidationHandler(inSection section: Int) -> VisibleItemsInvalidationHandler? {
        base.visibleItemsInvalidationHandler(inSection: section)
    }

    public func forEachElement(offsets: ScrollOffsets, _ body: (LayoutAttributes) -> Void) {
        base.forEachElement(offsets: reflected(offsets)) { body(mirrored($0)) }
    }

    public func selfSizingShape(of element: LayoutAttributes) -> SelfSizingShape? {
        base.selfSizingShape(of: mirrored(element))
    }

    public func inspection(in rect: Rect, offsets: ScrollOffsets) -> LayoutInspection {
        base.inspection(in: rect.mirrored(about: width), offsets: reflected(offsets)).mirrored(about: width)
    }

    public var followsBounds: Bool { base.followsBounds }

    /// The base is told the rectangle it shows in its own, left-to-right, coordinates.
    public func invalidatesLayout(forBoundsChange bounds: Rect) -> Bool {
        base.invalidatesLayout(forBoundsChange: bounds.mirrored(about: width))
    }

    /// The base's rest for the reflected proposal; along a horizontal main axis the velocity
    /// runs the other way too.
    public func targetMainOffset(forProposed proposed: Double, velocity: Double) -> Double {
        guard scrollDirection.axis == .horizontal else { return base.targetMainOffset(forProposed: proposed, velocity: velocity) }
        let far = Swift.max(0, width - containerSize.width)
        return far - base.targetMainOffset(forProposed: far - proposed, velocity: -velocity)
    }

    public func targetMainOffset(forProposed proposed: Double) -> Double {
        guard scrollDirection.axis == .horizontal else { return base.targetMainOffset(forProposed: proposed) }
        let far = Swift.max(0, width - containerSize.width)
        return far - base.targetMainOffset(forProposed: far - proposed)
    }

    public func prepare(forUpdates items: [LayoutUpdateItem]) { base.prepare(forUpdates: items) }

    public func finalizeUpdates() { base.finalizeUpdates() }

    public func initialTransition(ofAppearingItemAt indexPath: IndexPath) -> ElementTransition? {
        base.initialTransition(ofAppearingItemAt: indexPath).map { ElementTransition(frame: $0.frame.mirrored(about: width), alpha: $0.alpha) }
    }

    public func finalTransition(ofDisappearingItemAt indexPath: IndexPath) -> ElementTransition? {
        base.finalTransition(ofDisappearingItemAt: indexPath).map { ElementTransition(frame: $0.frame.mirrored(about: width), alpha: $0.alpha) }
    }

    public var drawsElementAppearances: Bool { base.drawsElementAppearances }

    /// The base's: leading and trailing are the row's sides whichever way the layout runs.
    public func swipeActions(forItemAt indexPath: IndexPath, leading: Bool) -> SwipeActionsConfiguration? {
        base.swipeActions(forItemAt: indexPath, leading: leading)
    }

    /// The base's: a layout is mirrored by its frames, as UIKit flips a layout's attributes,
    /// and each transform stays about its element's centre.
    public func appearance(of element: LayoutAttributes) -> ElementAppearance? { base.appearance(of: mirrored(element)) }

    /// `element` reflected (the reflection is its own inverse).
    private func mirrored(_ element: LayoutAttributes) -> LayoutAttributes {
        var result = element
        result.frame = element.frame.mirrored(about: width)
        return result
    }

    /// `offsets` as the base takes them, or the base's as this layout gives them: the same
    /// but for the main offset of a horizontally scrolling layout, counted from the other end.
    private func reflected(_ offsets: ScrollOffsets) -> ScrollOffsets {
        guard scrollDirection.axis == .horizontal else { return offsets }
        var result = offsets
        result.main = Swift.max(0, width - offsets.viewportLength) - offsets.main
        return result
    }
}

extension SolvedCollectionLayout {
    /// The layout as it is shown in an interface running `direction`: itself left to right,
    /// mirrored right to left.
    public func laidOut(in direction: LayoutDirection) -> any SolvedCollectionLayout {
        let mirror = self as? MirroredLayout
        switch direction {
        case .leftToRight: return mirror?.base ?? self
        case .rightToLeft: return mirror ?? MirroredLayout(self)
        }
    }
}
