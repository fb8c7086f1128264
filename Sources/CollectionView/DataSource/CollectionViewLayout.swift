import CollectionLayout

/// A layout the collection view can solve for its size: compositional, flow, or one built per size.
public protocol CollectionViewLayout: Sendable {
    /// The layout solved for a collection view of `container` size holding `itemCounts[s]`
    /// items in section `s`.
    ///
    /// Named apart from the layouts' own `solve`, whose concrete results it wraps.
    func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout
    /// Solves with the sizes measured so far; layouts that do not self-size ignore them.
    func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements) throws(LayoutError) -> any SolvedCollectionLayout
    /// Whether the layout is mirrored when the interface runs right to left
    /// (`CollectionScreen.layoutDirection`), as UIKit's
    /// `UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection`.
    var flipsHorizontallyInOppositeLayoutDirection: Bool { get }
    /// Solves as `solveLayout(container:itemCounts:measurements:)` for an interface running
    /// `layoutDirection`, which section providers are told; the result is left to right.
    func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements,
                     layoutDirection: LayoutDirection) throws(LayoutError) -> any SolvedCollectionLayout
    /// The screen around the collection view showing the layout (its bars), when the layout
    /// came from a view controller's screen; nil for a layout on its own.
    var screenChrome: (any ScreenChrome)? { get }
}

extension CollectionViewLayout {
    /// Solves without telling the layout the direction, for layouts that do not ask.
    public func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements,
                            layoutDirection: LayoutDirection) throws(LayoutError) -> any SolvedCollectionLayout {
        try solveLayout(container: container, itemCounts: itemCounts, measurements: measurements)
    }

    /// The layout solved as an interface running `direction` shows it: section providers are
    /// told the direction, and the solution is mirrored when the layout flips.
    public func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements = LayoutMeasurements(),
                            shownIn direction: LayoutDirection) throws(LayoutError) -> any SolvedCollectionLayout {
        try solveLayout(container: container, itemCounts: itemCounts, measurements: measurements, layoutDirection: direction)
            .laidOut(in: flipsHorizontallyInOppositeLayoutDirection ? direction : .leftToRight)
    }

    /// Mirrored, as a compositional layout always is.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Ignores `measurements`: a layout that does not self-size solves as without them.
    public func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements) throws(LayoutError) -> any SolvedCollectionLayout {
        try solveLayout(container: container, itemCounts: itemCounts)
    }
}

/// Compositional layouts solve through the compositional engine, self-sizing included.
extension CompositionalLayout: CollectionViewLayout {
    public func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout {
        try solve(container: container, itemCounts: itemCounts)
    }

    public func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements) throws(LayoutError) -> any SolvedCollectionLayout {
        try solve(container: container, itemCounts: itemCounts, measurements: measurements)
    }

    public func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements,
                            layoutDirection: LayoutDirection) throws(LayoutError) -> any SolvedCollectionLayout {
        try solve(container: container, itemCounts: itemCounts, measurements: measurements, layoutDirection: layoutDirection)
    }
}

/// Flow layouts solve through the flow engine, self-sizing included.
extension FlowLayout: CollectionViewLayout {
    public func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout {
        try solve(container: container, itemCounts: itemCounts)
    }

    public func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements) throws(LayoutError) -> any SolvedCollectionLayout {
        try solve(container: container, itemCounts: itemCounts, measurements: measurements)
    }
}

/// A layout whose description depends on the container, built anew for each size.
public struct SizeDependentLayout: CollectionViewLayout {
    /// Gives the layout for a container size and item counts.
    public typealias Builder = @Sendable (Size, [Int]) throws(LayoutError) -> any CollectionViewLayout
    private let builder: Builder

    /// `builder` gives the layout for a size and item counts; it is solved with the measurements.
    public init(_ builder: @escaping Builder) {
        self.builder = builder
    }

    public func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout {
        try builder(container, itemCounts).solveLayout(container: container, itemCounts: itemCounts)
    }

    public func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements) throws(LayoutError) -> any SolvedCollectionLayout {
        try builder(container, itemCounts).solveLayout(container: container, itemCounts: itemCounts, measurements: measurements)
    }

    public func solveLayout(container: Size, itemCounts: [Int], measurements: LayoutMeasurements,
                            layoutDirection: LayoutDirection) throws(LayoutError) -> any SolvedCollectionLayout {
        try builder(container, itemCounts).solveLayout(container: container, itemCounts: itemCounts, measurements: measurements,
                                                       layoutDirection: layoutDirection)
    }
}
