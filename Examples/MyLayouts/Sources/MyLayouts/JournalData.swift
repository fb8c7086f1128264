import CollectionLayout
import CollectionView

/// What the journal's cells show: coloured highlights with a caption, entry cards, and a list
/// of places with a chevron on a white card.
public struct JournalData: CollectionDataSource {
    /// The highlights' colours, one a card, in order.
    public static let highlightColors: [Color] = [
        Color(hex: 0xE4572E), Color(hex: 0x17BEBB), Color(hex: 0xFFC914), Color(hex: 0x2E282A), Color(hex: 0x76B041),
    ]
    /// The entry cards' colour.
    public static let entryColor = Color(hex: 0xDCE6F2)
    /// Behind everything.
    public static let background = Color(hex: 0xF7F7F2)
    /// The card behind the places.
    public static let cardColor = Color.white
    /// The lines between places.
    public static let separatorColor = Color(hex: 0xE0E0E0)

    static let places = ["Lisbon", "Porto", "Sintra", "Évora", "Coimbra", "Braga", "Faro", "Lagos", "Tavira", "Óbidos"]

    public init() {}

    public func numberOfSections() -> Int { JournalSection.allCases.count }

    public func numberOfItems(inSection section: Int) -> Int { JournalSection(rawValue: section)?.itemCount ?? 0 }

    public func content(forItemAt indexPath: IndexPath) -> CellContent {
        switch JournalSection(rawValue: indexPath.section) {
        case .highlights:
            let color = Self.highlightColors[indexPath.item % Self.highlightColors.count]
            return CellContent(background: color, cornerRadius: 14,
                               padding: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
                               labels: [TextLabel("Day \(indexPath.item + 1)", font: FontSpec(size: 22, weight: .bold), color: .white)],
                               verticalAlignment: .bottom)
        case .entries:
            return CellContent(background: Self.entryColor, cornerRadius: 10,
                               padding: DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10),
                               labels: [TextLabel("Entry \(indexPath.item + 1)", font: FontSpec(size: 15, weight: .semibold)),
                                        TextLabel(indexPath.item % 7 == 0 ? "1 photo" : "\(indexPath.item % 7 + 1) photos", font: FontSpec(size: 13), color: Color(hex: 0x6B6B6B))],
                               verticalAlignment: .bottom)
        case .places, nil:
            // Clear, so the card's rounded corners show; the last row has no line under it, as
            // the card's edge already closes the list.
            let isLast = indexPath.item == JournalSection.places.itemCount - 1
            return CellContent(padding: DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 16),
                               labels: [TextLabel(Self.places[indexPath.item % Self.places.count], font: FontSpec(size: 16))],
                               accessory: .chevron(Color(hex: 0xC4C4C7)),
                               separator: isLast ? nil : Separator(color: Self.separatorColor, leadingInset: 12))
        }
    }

    public func content(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        guard kind == JournalLayout.titleKind, let title = JournalSection(rawValue: indexPath.section)?.title else { return nil }
        return CellContent(padding: DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
                           labels: [TextLabel(title, font: FontSpec(size: 20, weight: .bold))])
    }

    public func content(forDecorationOfKind kind: String, at indexPath: IndexPath) -> CellContent? {
        kind == JournalLayout.cardKind ? CellContent(background: Self.cardColor, cornerRadius: 12) : nil
    }

    public var backgroundColor: Color { Self.background }
}
