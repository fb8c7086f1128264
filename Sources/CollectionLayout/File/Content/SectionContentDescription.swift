/// What one section of a layout file shows: its cells, and its supplementaries and decorations
/// by element kind. A data source knows an element by its kind and index path only (as in
/// UIKit), so every element of one kind in a section shows the same content.
public struct SectionContentDescription: Hashable, Sendable {
    /// The cells.
    public var cells: CellContentDescription
    /// Headers, footers and item or group supplementaries, by element kind.
    public var supplementaries: [String: SupplementaryContentDescription]
    /// Section backgrounds, by element kind.
    public var decorations: [String: DecorationContentDescription]

    /// A section's content; with no arguments, the placeholder look throughout.
    public init(cells: CellContentDescription = .init(), supplementaries: [String: SupplementaryContentDescription] = [:],
                decorations: [String: DecorationContentDescription] = [:]) {
        self.cells = cells
        self.supplementaries = supplementaries
        self.decorations = decorations
    }

    /// Whether the section shows the placeholder look throughout.
    public var isEmpty: Bool { cells.isEmpty && supplementaries.isEmpty && decorations.isEmpty }
}
