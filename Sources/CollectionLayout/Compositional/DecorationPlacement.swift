/// What a decoration item lies along: the whole section, the section's items, or the edge of each item.
public enum DecorationPlacement: Hashable, Sendable {
    /// Behind the section's whole rectangle, boundary bands and insets included: UIKit's section background.
    case section
    /// Behind the section's groups only, inside its content insets and between its boundary
    /// bands, less the first `skippingFirst` groups (a list's header row): a grouped list's card.
    case groups(skippingFirst: Int)
    /// One decoration along the bottom edge of each item: a list's separators.
    case itemSeparators(ItemSeparatorPlacement)
}
