/// Which element an attribute is, whatever its frame: its category, kind and index path.
public struct ElementIdentity: Hashable, Sendable {
    public let category: ElementCategory
    public let kind: String?
    public let indexPath: IndexPath

    /// The identity of the element `attributes` place.
    public init(_ attributes: LayoutAttributes) {
        category = attributes.category
        kind = attributes.elementKind
        indexPath = attributes.indexPath
    }
}
