/// A band of spacing as an inspector shades it: where the space lies and how much it came to.
public struct InspectedSpacing: Hashable, Sendable {
    /// Which spacing it is.
    public var kind: SpacingKind
    /// The section it lies in; for `interSection`, the section after it.
    public var section: Int
    /// Where the spacing is described, in the layout file's spelling:
    /// `sections[0].group.interItemSpacing`, `sections[0].group.subitems[1].edgeSpacing.top`,
    /// `sections[0].interGroupSpacing`, `configuration.interSectionSpacing`, or for flow layouts
    /// `flow.minimumLineSpacing` or `sections[0].minimumLineSpacing`.
    public var path: String
    /// The space in points as solved: a flexible spacing's minimum plus its share of the leftover.
    public var value: Double
    /// Whether the spacing is flexible (`flexible(…)`), so `value` may exceed what was asked.
    public var isFlexible: Bool
    /// The band in content coordinates: `value` long along the spacing, as wide as what it separates.
    public var frame: Rect

    /// A band of `kind` from `path`, `value` points, at `frame`.
    public init(kind: SpacingKind, section: Int, path: String, value: Double, isFlexible: Bool, frame: Rect) {
        self.kind = kind
        self.section = section
        self.path = path
        self.value = value
        self.isFlexible = isFlexible
        self.frame = frame
    }
}
