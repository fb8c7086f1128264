/// A layout that flows items into lines, as `UICollectionViewFlowLayout`.
///
/// Items join a line while they fit with the minimum interitem spacing, and lines stack along
/// the scrolling direction with the minimum line spacing; `FlowLine` holds the rules a line
/// follows. Every property keeps UIKit's name and default. Per-section and per-item values
/// come from `delegate`, as `UICollectionViewDelegateFlowLayout` gives them.
public struct FlowLayout: Sendable {
    /// The size of every item the delegate does not size.
    public var itemSize = Size(width: 50, height: 50)
    /// Non-zero turns on self-sizing cells: items start at this size (or the delegate's) and
    /// keep it until something measures them.
    public var estimatedItemSize = Size.zero
    /// The smallest space between two lines.
    public var minimumLineSpacing = 10.0
    /// The smallest space between two items of a line; a full line spreads its items wider.
    public var minimumInteritemSpacing = 10.0
    /// Space around each section's lines; the header and footer lie outside it.
    public var sectionInset = EdgeInsets.zero
    /// What `sectionInset` is measured from.
    public var sectionInsetReference = SectionInsetReference.fromContentInset
    /// The collection view's layout margins, which `.fromLayoutMargins` measures from; nil
    /// (the default) takes the system minimum of a root view as wide as the container
    /// (`SystemLayoutMargins`).
    public var layoutMargins: EdgeInsets?
    /// The header's size; only its extent along the scrolling direction counts (zero means
    /// no header), the other way it spans the collection view.
    public var headerReferenceSize = Size.zero
    /// The footer's size, read like `headerReferenceSize`.
    public var footerReferenceSize = Size.zero
    /// The element kind headers are given: `header`, as layout files name it; UIKit code's is
    /// `UICollectionView.elementKindSectionHeader`.
    public var headerElementKind = FlowSolver.headerKind
    /// The element kind footers are given: `footer`, as layout files name it.
    public var footerElementKind = FlowSolver.footerKind
    /// Headers stay at the top of the visible bounds while their section is in view.
    public var sectionHeadersPinToVisibleBounds = false
    /// Footers stay at the bottom of the visible bounds while their section is in view.
    public var sectionFootersPinToVisibleBounds = false
    /// The direction content scrolls; lines are rows when vertical and columns when horizontal.
    public var scrollDirection = ScrollDirection.vertical
    /// Whether the layout is mirrored in a right-to-left interface, as UIKit's flow layout is
    /// unless a subclass says otherwise; false keeps it left to right in either direction.
    public var flipsHorizontallyInOppositeLayoutDirection = true
    /// Supplies per-section and per-item values; nil leaves the properties above to every section.
    public var delegate: (any FlowLayoutDelegate)?

    /// A flow layout with UIKit's defaults: 50 by 50 items, 10 points between lines and items.
    public init() {}

    /// A flow layout with the given properties; the rest keep UIKit's defaults.
    public init(itemSize: Size = Size(width: 50, height: 50), minimumLineSpacing: Double = 10,
                minimumInteritemSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
                scrollDirection: ScrollDirection = .vertical, delegate: (any FlowLayoutDelegate)? = nil) {
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.scrollDirection = scrollDirection
        self.delegate = delegate
    }

    /// The layout margins in force in a container of `container` size.
    public func layoutMargins(in container: Size) -> EdgeInsets {
        if let layoutMargins { return layoutMargins }
        return LayoutHost.forContainer(container).layoutMargins.physical
    }

    /// True when items self-size (`estimatedItemSize` is not zero).
    public var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// Lays the layout out for a collection view of `container` size holding `itemCounts[s]`
    /// items in section `s`. Sections whose items share one size cost O(1) each, whatever their
    /// item count; a section sized item by item costs one pass over its items.
    public func solve(container: Size, itemCounts: [Int]) throws(LayoutError) -> FlowSolution {
        var solution = try FlowSolver(layout: self, container: container, itemCounts: itemCounts).solve()
        solution.selfSizing = isSelfSizing
        solution.estimatedItemSize = estimatedItemSize
        return solution
    }

    /// Solves with measured items at their measured extent along the scrolling direction;
    /// sections with measurements are then sized item by item (one pass into prefix sums).
    public func solve(container: Size, itemCounts: [Int], measurements: LayoutMeasurements) throws(LayoutError) -> FlowSolution {
        guard isSelfSizing, !measurements.sections.isEmpty else { return try solve(container: container, itemCounts: itemCounts) }
        var measured = self
        measured.delegate = MeasuredFlowDelegate(base: delegate, measurements: measurements, axis: scrollDirection.axis)
        return try measured.solve(container: container, itemCounts: itemCounts)
    }
}
