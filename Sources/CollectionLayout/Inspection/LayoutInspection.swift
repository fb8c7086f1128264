/// What an inspector overlay draws over one rectangle of a solved layout: the parts UIKit never
/// shows (groups, spacing, insets, supplementary anchors, orthogonal strips and their snap
/// points) beside the items. Made by `SolvedCollectionLayout.inspection(in:offsets:)`; each
/// list is in section order, and within a section in the order the layout places things.
public struct LayoutInspection: Hashable, Sendable {
    /// The rectangle inspected, in content coordinates: everything listed meets it.
    public var rect: Rect
    /// Group instances, top-level and nested, parents before the groups nested in them.
    public var groups: [InspectedGroup] = []
    /// Items with their frames before and after content insets.
    public var items: [InspectedItem] = []
    /// Bands of spacing: between items, groups, sections and lines, and items' edge spacing.
    /// A spacing that comes to 0 points has no band and is left out.
    public var spacing: [InspectedSpacing] = []
    /// Sections' content insets.
    public var sectionInsets: [InspectedSectionInsets] = []
    /// Boundary items (headers, footers) and supplementaries anchored to items and groups.
    public var supplementaries: [InspectedSupplementary] = []
    /// Sections that scroll along the cross axis.
    public var orthogonalSections: [InspectedOrthogonalSection] = []
    /// Lines of flow sections (empty for compositional layouts).
    public var lines: [InspectedFlowLine] = []
    /// Whether the layout runs right to left: an overlay puts its labels at the leading edge,
    /// the right.
    public var runsRightToLeft = false

    /// An inspection of `rect` with nothing in it yet.
    public init(rect: Rect = .zero) {
        self.rect = rect
    }

    /// Whether there is nothing to draw.
    public var isEmpty: Bool {
        groups.isEmpty && items.isEmpty && spacing.isEmpty && sectionInsets.isEmpty && supplementaries.isEmpty
            && orthogonalSections.isEmpty && lines.isEmpty
    }
}
