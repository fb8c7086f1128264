import CollectionView

/// The examples' type scale, after iOS's text styles.
enum Fonts {
    static let largeTitle = FontSpec(size: 22, weight: .bold)
    static let title = FontSpec(size: 20, weight: .bold)
    static let headline = FontSpec(size: 16, weight: .semibold)
    static let body = FontSpec(size: 16)
    static let callout = FontSpec(size: 15)
    static let footnote = FontSpec(size: 13)
    static let caption = FontSpec(size: 12, weight: .semibold)
}
