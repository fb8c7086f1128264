import CollectionLayout

/// A named layout with its data, ready to solve for any window size.
public struct Example: Sendable {
    public let name: String
    /// One line for `--list-examples`.
    public let summary: String
    /// Shown in the window title.
    public let title: String
    private let solver: @Sendable (Size) throws(LayoutError) -> any SolvedCollectionLayout

    public init(name: String, title: String, summary: String,
                solve: @escaping @Sendable (Size) throws(LayoutError) -> any SolvedCollectionLayout) {
        self.name = name
        self.title = title
        self.summary = summary
        self.solver = solve
    }

    /// A compositional layout over fixed item counts.
    public init(name: String, title: String, summary: String, layout: CompositionalLayout, itemCounts: [Int]) {
        self.init(name: name, title: title, summary: summary) { (size: Size) throws(LayoutError) -> any SolvedCollectionLayout in
            try layout.solve(container: size, itemCounts: itemCounts)
        }
    }

    public func solve(container: Size) throws(LayoutError) -> any SolvedCollectionLayout {
        try solver(container)
    }
}
