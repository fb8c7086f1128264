/// A header or footer of a section or of the whole layout, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// An item on the leading edge of the main axis (top in a vertical layout) or its trailing edge
/// that `extendsBoundary` makes room for itself; any other sits over the section's rectangle.
public struct LayoutBoundarySupplementaryItem: Hashable, Sendable {
    /// The supplementary's size, fractions taken of the section.
    public var layoutSize: LayoutSize
    /// The kind the data source is asked for, such as a header's.
    public var elementKind: String
    /// Which edge or corner of the section it sits on.
    public var alignment: RectAlignment
    /// Moves the item from its aligned place, in points.
    public var offset: Point
    /// Whether the section grows to make room for the item.
    public var extendsBoundary: Bool = true
    /// Whether the item stays in view while its section scrolls past.
    public var pinToVisibleBounds: Bool = false
    /// Drawing order; boundary items draw above cells by default.
    public var zIndex: Int = 1

    /// A supplementary of `elementKind` on the section's `alignment` edge, moved by `absoluteOffset`.
    public init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: Point = .zero) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = absoluteOffset
    }
}
