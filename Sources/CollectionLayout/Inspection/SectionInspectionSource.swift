/// What inspecting a solved section needs beyond what its queries do: the description its
/// templates were solved from, to solve them again while recording when one is first inspected,
/// and the section's insets and spacing. Held by reference to the description, so it costs a
/// section a few words, never anything per item.
struct SectionInspectionSource: Sendable {
    /// The section's top-level group as described.
    let group: LayoutGroup
    /// The group's size before anything was measured: the estimate template's.
    let estimatedGroupSize: Size
    /// The extent an orthogonal section's measured groups share; nil when none was measured.
    let orthogonalMeasuredExtent: Double?
    let contentInsets: DirectionalEdgeInsets
    let interGroupSpacing: Double
    /// The section's rectangle between its boundary bands at orthogonal offset 0; across, an
    /// orthogonal section's whole content extent.
    let insetFrame: Rect
    /// The boundary items as described, in the order of `SolvedSection.boundaryItems`.
    let boundaryItems: [LayoutBoundarySupplementaryItem]

}
