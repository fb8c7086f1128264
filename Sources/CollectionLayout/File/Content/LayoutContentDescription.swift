/// What a layout file's elements show, section by section. Sections past the end of `sections`
/// (and every section of a file that says nothing about content) show the placeholder look.
public struct LayoutContentDescription: Hashable, Sendable {
    /// Each section's content, in order; trailing placeholder sections are left out, so a file
    /// with no content keys has none.
    public var sections: [SectionContentDescription]
    /// The layout-wide headers and footers (`configuration.boundarySupplementaryItems`, whose
    /// index paths have section -1), by element kind.
    public var layoutSupplementaries: [String: SupplementaryContentDescription]

    /// Content for a layout; with no arguments, the placeholder look throughout.
    public init(sections: [SectionContentDescription] = [], layoutSupplementaries: [String: SupplementaryContentDescription] = [:]) {
        self.sections = sections
        self.layoutSupplementaries = layoutSupplementaries
        while self.sections.last?.isEmpty == true { self.sections.removeLast() }
    }

    /// Whether every element shows the placeholder look.
    public var isEmpty: Bool { sections.isEmpty && layoutSupplementaries.isEmpty }

    /// The content of `section`; the placeholder look past the described sections.
    public func section(_ section: Int) -> SectionContentDescription {
        sections.indices.contains(section) ? sections[section] : SectionContentDescription()
    }

    /// What the supplementaries of `kind` at `section` show (section -1 for the layout's own).
    public func supplementary(_ kind: String, section: Int) -> SupplementaryContentDescription {
        (section == -1 ? layoutSupplementaries[kind] : self.section(section).supplementaries[kind]) ?? SupplementaryContentDescription()
    }

    /// What the decorations of `kind` at `section` look like.
    public func decoration(_ kind: String, section: Int) -> DecorationContentDescription {
        self.section(section).decorations[kind] ?? DecorationContentDescription()
    }
}
