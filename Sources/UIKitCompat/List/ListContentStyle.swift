/// Which of UIKit's list content configurations a `UIListContentConfiguration` was made as, which
/// decides how a cell draws it.
enum ListContentStyle: Hashable, Sendable {
    /// A row: text with secondary text under it (`cell()`, `subtitleCell()`, the sidebar cells).
    case cell
    /// A row whose secondary text is a value at the trailing edge (`valueCell()`).
    case valueCell
    /// A section header in the look of the list it is in (`header()`).
    case header
    /// A header in a plain list's and a sidebar's look: the body size, semibold.
    case plainHeader
    /// A header in a grouped list's look: small capitals in the secondary colour.
    case groupedHeader
    /// A section footer: a small note in the secondary colour.
    case footer
}
