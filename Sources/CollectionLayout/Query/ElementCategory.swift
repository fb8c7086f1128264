/// What an element of a solved layout is, as `UICollectionView.ElementCategory`.
public enum ElementCategory: String, Hashable, Sendable {
    case cell
    case supplementary
    case decoration
}
