import CollectionLayout

/// A data source built from fixed item counts and content closures, as a diffable data source
/// is built from a cell provider.
public struct ContentProviderDataSource: CollectionDataSource {
    public typealias CellProvider = @Sendable (IndexPath) -> CellContent
    public typealias SupplementaryProvider = @Sendable (String, IndexPath) -> CellContent?

    public let counts: [Int]
    public let backgroundColor: Color
    private let cell: CellProvider
    private let supplementary: SupplementaryProvider
    private let decoration: SupplementaryProvider

    public init(itemCounts: [Int], backgroundColor: Color = .white, cell: @escaping CellProvider,
                supplementary: @escaping SupplementaryProvider = { _, _ in nil },
                decoration: @escaping SupplementaryProvider = { _, _ in nil }) {
        self.counts = itemCounts
        self.backgroundColor = backgroundColor
        self.cell = cell
        self.supplementary = supplementary
        self.decoration = decoration
    }

    public func numberOfSections() -> Int { counts.count }
    public func numberOfItems(inSection section: Int) -> Int { counts.indices.contains(section) ? counts[section] : 0 }
    public func content(forItemAt indexPath: IndexPath) -> CellContent { cell(indexPath) }
    public func content(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        supplementary(kind, indexPath)
    }
    public func content(forDecorationOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        decoration(kind, indexPath)
    }
}
