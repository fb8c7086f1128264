/// A layout solved for one container and one set of item counts: what the collection view asks
/// of any layout, compositional or flow. Every query costs in proportion to what it returns.
public protocol SolvedCollectionLayout: Sendable {
    /// The size of all the content along both axes.
    var contentSize: Size { get }
    /// The layout's main axis.
    var scrollDirection: ScrollDirection { get }
    /// The container the layout was solved for.
    var containerSize: Size { get }
    /// Item counts by section.
    var itemCounts: [Int] { get }
    /// The host's layout margins the layout was solved with: where list rows' content starts.
    var layoutMargins: DirectionalEdgeInsets { get }

    /// Every element whose frame meets `rect`, placed for `offsets`.
    func elements(in rect: Rect, offsets: ScrollOffsets) -> [LayoutAttributes]
    /// The cell at `indexPath`, placed for `offsets`; nil when there is none.
    func attributesForItem(at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes?
    /// The supplementary of `kind` at `indexPath`, placed for `offsets`.
    func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, offsets: ScrollOffsets) -> LayoutAttributes?
    /// Whether the supplementaries of `kind` in section `section` belong to items, their index
    /// paths being their items', rather than to the section or to groups: what follows an item
    /// when data changes.
    func isItemAnchored(supplementaryOfKind kind: String, inSection section: Int) -> Bool
    /// The handler section `section` calls with its visible elements as it scrolls; nil when it
    /// has none.
    func visibleItemsInvalidationHandler(inSection section: Int) -> VisibleItemsInvalidationHandler?
    /// The sections that have visible-items handlers, found once when the layout is solved.
    var sectionsWithVisibleItemsHandlers: Set<Int> { get }
    /// The environment the layout was solved in, which visible-items handlers are given.
    var layoutEnvironment: LayoutEnvironment { get }
    /// Calls `body` with every element in section order, orthogonal sections at offset 0.
    /// Holds no more than one section's worth of bookkeeping, so it streams any count.
    func forEachElement(offsets: ScrollOffsets, _ body: (LayoutAttributes) -> Void)
    /// The sections that scroll along the cross axis on their own, in section order.
    var orthogonalScrollSections: [OrthogonalScrollSection] { get }
    /// How `element` self-sizes; nil when its size is not an estimate.
    func selfSizingShape(of element: LayoutAttributes) -> SelfSizingShape?
    /// Whether any element can self-size, so a view with nothing to measure need not look.
    var hasSelfSizingElements: Bool { get }
    /// Where the window starts: the main offset and each orthogonal section's.
    var initialOffsets: ScrollOffsets { get }
    /// What an inspector overlay draws of the layout within `rect`, placed for `offsets`: the
    /// groups, spacing, insets, anchors and orthogonal snap points behind the elements there.
    /// Costs in proportion to what `rect` shows, like `elements(in:offsets:)`.
    func inspection(in rect: Rect, offsets: ScrollOffsets) -> LayoutInspection
    /// Whether the layout wants to hear of every change of the rectangle the view shows
    /// (`invalidatesLayout(forBoundsChange:)`); false spares the asking on every frame.
    var followsBounds: Bool { get }
    /// Whether the view showing `bounds` (in content coordinates: its origin is the scroll
    /// offset) needs the layout solved again, as UIKit's
    /// `shouldInvalidateLayout(forBoundsChange:)`. Asked only when `followsBounds`.
    func invalidatesLayout(forBoundsChange bounds: Rect) -> Bool
    /// Where the main axis comes to rest when a scroll would rest at `proposed`, moving at
    /// `velocity` points per millisecond when let go (positive towards larger offsets), as
    /// UIKit's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
    func targetMainOffset(forProposed proposed: Double, velocity: Double) -> Double
    /// Where the main axis is left by an animated update that would leave it at `proposed`, as
    /// UIKit's `targetContentOffset(forProposedContentOffset:)`.
    func targetMainOffset(forProposed proposed: Double) -> Double
    /// Whether some elements have an opacity or transform of their own (``appearance(of:)``);
    /// false spares the asking on every frame.
    var drawsElementAppearances: Bool { get }
    /// The buttons the row at `indexPath` reveals when swiped from its `leading` (or trailing)
    /// side, as its list section's providers give them; nil where it has none.
    func swipeActions(forItemAt indexPath: IndexPath, leading: Bool) -> SwipeActionsConfiguration?
    /// The opacity and transform `element`, as last answered by the layout, is drawn with; nil
    /// when it is drawn as its frame says.
    func appearance(of element: LayoutAttributes) -> ElementAppearance?
    /// Told the changes of an animated update before it is asked where items appear and
    /// disappear, as UIKit's `prepare(forCollectionViewUpdates:)`.
    func prepare(forUpdates items: [LayoutUpdateItem])
    /// Told an animated update is set, as UIKit's `finalizeCollectionViewUpdates()`.
    func finalizeUpdates()
    /// Where the item appearing at `indexPath` starts; nil for the engine's fade in place.
    func initialTransition(ofAppearingItemAt indexPath: IndexPath) -> ElementTransition?
    /// Where the item disappearing from `indexPath` (its path before the update) ends; nil for
    /// the engine's fade in place.
    func finalTransition(ofDisappearingItemAt indexPath: IndexPath) -> ElementTransition?
}

extension SolvedCollectionLayout {
    /// Layouts that take no margins are drawn in the system minimum for their width.
    public var layoutMargins: DirectionalEdgeInsets { SystemLayoutMargins.forWidth(containerSize.width) }

    /// Layouts without orthogonal sections (the flow layout) have none.
    public var orthogonalScrollSections: [OrthogonalScrollSection] { [] }

    /// Layouts that do not self-size report nothing to measure.
    public func selfSizingShape(of element: LayoutAttributes) -> SelfSizingShape? { nil }

    /// Layouts that do not self-size have nothing to measure.
    public var hasSelfSizingElements: Bool { false }

    /// Layouts that describe nothing beyond their elements have nothing to inspect.
    public func inspection(in rect: Rect, offsets: ScrollOffsets) -> LayoutInspection { LayoutInspection(rect: rect) }

    /// Where the window starts: the main axis at 0 with the viewport as long as the container,
    /// and each orthogonal section at its behaviour's start (a `groupPagingCentered` section
    /// with its first group centred).
    public var initialOffsets: ScrollOffsets {
        let axis = scrollDirection.axis
        var orthogonal: [Int: Double] = [:]
        for section in orthogonalScrollSections where section.behavior != .none {
            let start = OrthogonalSnapping(section: section, viewportExtent: containerSize[axis.cross]).initialOffset
            if start != 0 { orthogonal[section.section] = start }
        }
        return ScrollOffsets(main: 0, viewportLength: containerSize[axis], orthogonal: orthogonal)
    }

    /// Offsets with the main axis at its start and every orthogonal section at offset 0: the
    /// frame of reference of layout dumps and of UIKit's layout attributes. The start is 0, but
    /// the far end of a mirrored layout that scrolls horizontally.
    public var unscrolledOffsets: ScrollOffsets {
        ScrollOffsets(main: initialOffsets.main, viewportLength: containerSize[scrollDirection.axis])
    }

    /// Which way the layout runs: the environment's.
    public var layoutDirection: LayoutDirection { layoutEnvironment.layoutDirection }

    /// How a growing orthogonal offset moves a section's content on screen along the cross axis:
    /// 1 towards smaller coordinates (left, or up), as everywhere but in a right-to-left layout
    /// whose orthogonal sections run horizontally, where it is -1 (they scroll the other way).
    public var orthogonalSign: Double {
        layoutDirection == .rightToLeft && scrollDirection.axis.cross == .horizontal ? -1 : 1
    }

    /// All elements, for small layouts and tests.
    public func allElements(offsets: ScrollOffsets? = nil) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachElement(offsets: offsets ?? initialOffsets) { result.append($0) }
        return result
    }
}

extension SolvedCollectionLayout {
    /// None, unless the layout has sections that call handlers.
    public func visibleItemsInvalidationHandler(inSection section: Int) -> VisibleItemsInvalidationHandler? { nil }

    /// None.
    public var sectionsWithVisibleItemsHandlers: Set<Int> { [] }

    /// The container the layout was solved for, with its layout margins.
    public var layoutEnvironment: LayoutEnvironment {
        LayoutEnvironment(container: LayoutContainer(contentSize: containerSize, layoutMargins: layoutMargins))
    }
}
