/// A section's content insets as an inspector shades them: the section's rectangle inside its
/// boundary bands, and its content after the insets.
public struct InspectedSectionInsets: Hashable, Sendable {
    /// The section's index.
    public var section: Int
    /// Where the insets are described: `sections[0].contentInsets`, or for a flow layout
    /// `sections[0].sectionInset` or `flow.sectionInset`.
    public var path: String
    /// The insets (a flow section's `left` and `right` as `leading` and `trailing`).
    public var insets: DirectionalEdgeInsets
    /// The section's rectangle between its leading and trailing boundary bands (headers and
    /// footers that extend it lie outside). An orthogonal section's reaches across its whole
    /// scrolled content.
    public var frame: Rect
    /// `frame` less the insets: where the section's groups (or lines) lie.
    public var contentFrame: Rect

    /// A section's insets between `frame` and `contentFrame`.
    public init(section: Int, path: String, insets: DirectionalEdgeInsets, frame: Rect, contentFrame: Rect) {
        self.section = section
        self.path = path
        self.insets = insets
        self.frame = frame
        self.contentFrame = contentFrame
    }
}
