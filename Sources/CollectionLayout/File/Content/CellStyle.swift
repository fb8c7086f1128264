/// How a layout file's cells are drawn.
public enum CellStyle: String, Hashable, Sendable, CaseIterable {
    /// A tile of colour with its label in the middle, in white: the look of every layout file
    /// that says nothing about its cells.
    case tile
    /// A list row: white, the title at the leading edge in the body font, an optional grey
    /// subtitle under it, and a hairline separator under every row but a section's last.
    case row
}
