/// A compositional layout as a layout file holds it: the configuration, and each section's
/// description with its number of items.
public struct CompositionalDocument: Hashable, Sendable {
    /// The layout-wide configuration.
    public var configuration: CompositionalLayoutConfiguration
    /// The sections, in order.
    public var sections: [LayoutSection]
    /// How many items each section holds.
    public var itemCounts: [Int]
    /// What the elements show: titles, colours and styles, by section and element kind.
    public var content: LayoutContentDescription

    /// A compositional layout file's content; `content` is the placeholder look unless given.
    public init(configuration: CompositionalLayoutConfiguration = .init(), sections: [LayoutSection], itemCounts: [Int],
                content: LayoutContentDescription = .init()) {
        self.configuration = configuration
        self.sections = sections
        self.itemCounts = itemCounts
        self.content = content
    }

    /// The layout the file describes, as the Swift API would build it.
    public var layout: CompositionalLayout {
        let sections = self.sections
        return CompositionalLayout(sectionProvider: { index, _ in sections.indices.contains(index) ? sections[index] : nil },
                                   configuration: configuration)
    }
}
