import CollectionLayout

/// A named layout with its data, ready to solve for any window size.
public struct Example: Sendable {
    public let name: String
    /// One line for `--list-examples`.
    public let summary: String
    /// Shown in the window title.
    public let title: String
    private let solver: @Sendable (Size) throws(LayoutError) -> any SolvedCollectionLayout
    private let describer: (@Sendable (Size) -> LayoutDocument?)?

    public init(name: String, title: String, summary: String,
                solve: @escaping @Sendable (Size) throws(LayoutError) -> any SolvedCollectionLayout,
                document: (@Sendable (Size) -> LayoutDocument?)? = nil) {
        self.name = name
        self.title = title
        self.summary = summary
        self.solver = solve
        self.describer = document
    }

    /// A compositional layout over fixed item counts.
    public init(name: String, title: String, summary: String, layout: CompositionalLayout, itemCounts: [Int]) {
        self.init(name: name, title: title, summary: summary, solve: { (size: Size) throws(LayoutError) -> any SolvedCollectionLayout in
            try layout.solve(container: size, itemCounts: itemCounts)
        }, document: { size in
            // The provider's sections for this size, as a layout file would hold them.
            let environment = LayoutEnvironment(container: LayoutContainer(contentSize: size))
            var sections: [LayoutSection] = []
            for index in itemCounts.indices {
                guard let section = layout.sectionProvider(index, environment) else { return nil }
                sections.append(section)
            }
            return LayoutDocument(name: title, layout: .compositional(
                CompositionalDocument(configuration: layout.configuration, sections: sections, itemCounts: itemCounts)))
        })
    }

    /// The example as a layout file describes it at `size`; nil for examples a file cannot express.
    public func document(for size: Size) -> LayoutDocument? {
        describer?(size)
    }

    public func solve(container: Size) throws(LayoutError) -> any SolvedCollectionLayout {
        try solver(container)
    }
}
