import CollectionLayout

/// A layout the collection view can solve for its size: compositional, flow, or one built per size.
public protocol CollectionViewLayout: Sendable {
    /// Named apart from the layouts' own `solve`, whose concrete results it wraps.
    func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout
}

extension CompositionalLayout: CollectionViewLayout {
    public func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout {
        try solve(container: container, itemCounts: itemCounts)
    }
}

extension FlowLayout: CollectionViewLayout {
    public func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout {
        try solve(container: container, itemCounts: itemCounts)
    }
}

/// A layout whose description depends on the container, built anew for each size.
public struct SizeDependentLayout: CollectionViewLayout {
    public typealias Builder = @Sendable (Size, [Int]) throws(LayoutError) -> any SolvedCollectionLayout
    private let builder: Builder

    public init(_ builder: @escaping Builder) {
        self.builder = builder
    }

    public func solveLayout(container: Size, itemCounts: [Int]) throws(LayoutError) -> any SolvedCollectionLayout {
        try builder(container, itemCounts)
    }
}
