import CollectionLayout
import CollectionView

/// What the journal's cells show: coloured highlights with a caption, entry cards, and a list
/// of places with a chevron.
public struct JournalData: CollectionDataSource {
    /// Behind everything.
    public static let background = Color(hex: 0xF7F7F2)
    /// The lines between places.
    public static let separatorColor = Color(hex: 0xE0E0E0)

    static let places = ["Lisbon", "Porto", "Sintra", "Évora", "Coimbra", "Braga", "Faro", "Lagos", "Tavira", "Óbidos"]

    public init() {}

    public func numberOfSections() -> Int { JournalSection.allCases.count }

    public func numberOfItems(inSection section: Int) -> Int { JournalSection(rawValue: section)?.itemCount ?? 0 }

    public func content(forItemAt indexPath: IndexPath) -> CellContent {
        return CellContent(padding: DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 16),
                           labels: [TextLabel(Self.places[indexPath.item % Self.places.count], font: FontSpec(size: 16))],
                           accessory: .chevron(Color(hex: 0xC4C4C7)),
                           separator: Separator(color: Self.separatorColor, leadingInset: 12))
    }

    public func content(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CellContent? { nil }

    public func content(forDecorationOfKind kind: String, at indexPath: IndexPath) -> CellContent? { nil }

    public var backgroundColor: Color { Self.background }
}
