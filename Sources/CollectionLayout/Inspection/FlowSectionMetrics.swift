/// What inspecting a solved flow section needs beyond what its queries do: its insets, line
/// spacing and line space, and which of its values the section set itself (so an inspection
/// names `sections[2].sectionInset` rather than `flow.sectionInset`). A few words a section.
struct FlowSectionMetrics: Sendable {
    let inset: EdgeInsets
    let lineSpacing: Double
    /// Where the line space starts across, and its extent across: the container less the
    /// section's insets (and the layout margins, when measured from them).
    let crossStart: Double
    let available: Double
    /// The main coordinate of the section's first line.
    let linesStart: Double
    /// Whether the section's delegate gave each value, rather than the layout.
    let ownsInset: Bool
    let ownsLineSpacing: Bool
    let ownsInteritemSpacing: Bool
    let ownsHeader: Bool
    let ownsFooter: Bool

    /// The layout file path of a value the section may set: `sections[2].sectionInset` when it
    /// set it, `flow.sectionInset` when the layout's applies.
    func path(_ key: String, section: Int, owned: Bool) -> String {
        owned ? "sections[\(section)].\(key)" : "flow.\(key)"
    }
}
