/// What an element of a solved layout is, as `UICollectionView.ElementCategory`.
public enum ElementCategory: String, Hashable, Sendable {
    /// An item's cell.
    case cell
    /// A supplementary view: a header, a footer or a badge.
    case supplementary
    /// A decoration view, such as a section background.
    case decoration
}
