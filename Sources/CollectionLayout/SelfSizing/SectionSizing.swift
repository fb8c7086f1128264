/// A self-sizing section's measured groups: where each group moved to, and the template each
/// measured extent solves to (groups of the same extent share one).
struct SectionSizing: Sendable {
    let measurements: SectionMeasurements
    let templates: [Double: GroupTemplate]

    func template(forGroup g: Int) -> GroupTemplate? {
        measurements.groupExtents[g].flatMap { templates[$0] }
    }
}
