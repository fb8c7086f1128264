import CollectionLayout

/// A data source built from fixed item counts and content closures, as a diffable data source
/// is built from a cell provider.
public struct ContentProviderDataSource: CollectionDataSource {
    /// What the cell at an index path shows.
    public typealias CellProvider = @Sendable (IndexPath) -> CellContent
    /// What a supplementary or decoration of a kind at an index path shows; nil hides it.
    public typealias SupplementaryProvider = @Sendable (String, IndexPath) -> CellContent?

    /// How many items each section holds.
    public let counts: [Int]
    /// What shows behind and between the elements.
    public let backgroundColor: Color
    private let cell: CellProvider
    private let supplementary: SupplementaryProvider
    private let decoration: SupplementaryProvider

    /// A data source with `itemCounts` items, whose views show what the closures give.
    public init(itemCounts: [Int], backgroundColor: Color = .systemBackground, cell: @escaping CellProvider,
                supplementary: @escaping SupplementaryProvider = { _, _ in nil },
                decoration: @escaping SupplementaryProvider = { _, _ in nil }) {
        self.counts = itemCounts
        self.backgroundColor = backgroundColor
        self.cell = cell
        self.supplementary = supplementary
        self.decoration = decoration
    }

    /// As many sections as there are item counts.
    public func numberOfSections() -> Int { counts.count }
    /// The section's item count; 0 past the last section.
    public func numberOfItems(inSection section: Int) -> Int { counts.indices.contains(section) ? counts[section] : 0 }
    /// What the cell provider gives for `indexPath`.
    public func content(forItemAt indexPath: IndexPath) -> CellContent { cell(indexPath) }
    /// What the supplementary provider gives for `kind` at `indexPath`.
    public func content(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        supplementary(kind, indexPath)
    }
    /// What the decoration provider gives for `kind` at `indexPath`.
    public func content(forDecorationOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        decoration(kind, indexPath)
    }
}
