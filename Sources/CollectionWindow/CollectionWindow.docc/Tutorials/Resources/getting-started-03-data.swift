import CollectionLayout
import CollectionView

public struct JournalData: CollectionDataSource {
    static let places = ["Lisbon", "Porto", "Sintra", "Évora", "Coimbra"]

    public init() {}

    public func numberOfSections() -> Int { 1 }

    public func numberOfItems(inSection section: Int) -> Int { 50 }

    public func content(forItemAt indexPath: IndexPath) -> CellContent {
        CellContent(padding: DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 16),
                    labels: [TextLabel(Self.places[indexPath.item % Self.places.count], font: FontSpec(size: 16))],
                    accessory: .chevron(Color(hex: 0xC4C4C7)),
                    separator: Separator(color: Color(hex: 0xE0E0E0), leadingInset: 12))
    }

    public func content(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CellContent? { nil }

    public func content(forDecorationOfKind kind: String, at indexPath: IndexPath) -> CellContent? { nil }

    public var backgroundColor: Color { .white }
}
