/// Which element an attribute is, whatever its frame: its category, kind and index path.
public struct ElementIdentity: Hashable, Sendable {
    public let category: ElementCategory
    public let kind: String?
    public let indexPath: IndexPath

    /// The identity of the element `attributes` place.
    /// The element of `category` and `kind` at `indexPath`.
    public init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    public init(_ attributes: LayoutAttributes) {
        category = attributes.category
        kind = attributes.elementKind
        indexPath = attributes.indexPath
    }
}
