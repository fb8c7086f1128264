/// Where an item sits in its section's outline: what its cell's indentation and disclosure
/// accessory show.
struct OutlinePlace: Equatable, Sendable {
    /// 0 for a root item, one more for each ancestor.
    var level: Int
    /// Whether the item's children show.
    var isExpanded: Bool
}

extension DiffableDataSource.State {
    /// `item`'s place in the outline of the section at `section`, or nil when that section has
    /// no outline.
    func outlinePlace(of item: ItemIdentifierType, inSection section: Int) -> OutlinePlace? {
        guard let identifier = DiffableDataSource.section(at: section, of: snapshot), let outline = outlines[identifier],
              outline.contains(item) else { return nil }
        return OutlinePlace(level: outline.level(of: item), isExpanded: outline.isExpanded(item))
    }
}

extension CellContent {
    /// The content as its item's place in an outline shows it: indented by level, and with the
    /// disclosure accessory turned to the item's expansion.
    func placed(inOutline place: OutlinePlace, indentationWidth: Double) -> CellContent {
        var content = self
        let indent = Double(place.level) * indentationWidth
        content.padding.leading += indent
        content.indentation += indent
        if let inset = content.separator?.leadingInset { content.separator?.leadingInset = inset + indent }
        if case .outlineDisclosure(let color, _) = content.accessory {
            content.accessory = .outlineDisclosure(color, expanded: place.isExpanded)
        }
        return content
    }
}
