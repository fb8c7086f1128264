import CollectionLayout

/// A `CustomLayout` as a collection view shows it: each solve prepares the layout for the
/// container, the item counts and the interface's direction, and answers from it.
public struct CustomCollectionViewLayout: CollectionViewLayout {
    /// The layout object.
    public let layout: any CustomLayout
    /// Whether the layout is mirrored in a right-to-left interface; UIKit's base class says no.
    public let flipsHorizontallyInOppositeLayoutDirection: Bool
    /// Where the view was last scrolled, which each solve prepares the layout at.
    public let contentOffsetRecord = ContentOffsetRecord()

    public init(_ layout: any CustomLayout, flipsHorizontallyInOppositeLayoutDirection: Bool = false) {
        self.layout = layout
        self.flipsHorizontallyInOppositeLayoutDirection = flipsHorizontallyInOppositeLayoutDirection
    }

    public func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout {
        try solveLayout(container: container, itemCounts: itemCounts, measurements: LayoutMeasurements(), layoutDirection: .leftToRight)
    }

    /// Custom layouts place their own elements: measured sizes are theirs to ask for.
    public func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements) throws(LayoutError) -> any SolvedCollectionLayout {
        try solveLayout(container: container, itemCounts: itemCounts)
    }

    public func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements,
                            layoutDirection: LayoutDirection) throws(LayoutError) -> any SolvedCollectionLayout {
        let context = CustomLayoutContext(container: container, itemCounts: itemCounts, layoutDirection: layoutDirection,
                                          contentOffset: contentOffsetRecord.offset)
        return try CustomSolution(preparing: layout, for: context, record: contentOffsetRecord)
    }
}
