/// Sizes measured for a solved layout's self-sizing elements, fed back into the next solve:
/// what turns an `estimated` dimension from a guess into the real size. Kept per section, and
/// valid for one container width and one set of item counts (`reset` when either changes).
public struct LayoutMeasurements: Sendable {
    var sections: [Int: SectionMeasurements] = [:]
    /// Measured extents of boundary supplementaries, by section and kind.
    var boundaryExtents: [Int: [String: Double]] = [:]

    /// No measurements: every estimate stands.
    public init() {}

    /// True when nothing has been measured.
    public var isEmpty: Bool { sections.isEmpty && boundaryExtents.isEmpty }

    /// The measured main extent of the cell at `indexPath`, if it has been measured.
    public func extent(ofItemAt indexPath: IndexPath) -> Double? {
        sections[indexPath.section]?.itemExtents[indexPath.item]
    }

    /// The measured extent across the main axis of the cell at `indexPath`, for cells whose shape
    /// `measuresAcross`.
    public func crossExtent(ofItemAt indexPath: IndexPath) -> Double? {
        sections[indexPath.section]?.crossExtents[indexPath.item]
    }

    /// The measured main extent of section `section`'s boundary supplementary of `kind`.
    public func extent(ofBoundaryKind kind: String, section: Int) -> Double? {
        boundaryExtents[section]?[kind]
    }

    /// Forgets every measurement, as after a change of width or of data.
    public mutating func reset() {
        sections = [:]
        boundaryExtents = [:]
    }

    /// Records the boundary supplementary's preferred main extent; true when it changed.
    @discardableResult
    public mutating func recordBoundary(kind: String, section: Int, extent: Double) -> Bool {
        guard extent.isFinite, extent >= 0, boundaryExtents[section]?[kind] != extent else { return false }
        boundaryExtents[section, default: [:]][kind] = extent
        return true
    }

    /// Records `element`'s preferred `size`: its extent along its shape's axis, and across it when
    /// the shape `measuresAcross`; true when the layout changes.
    @discardableResult
    public mutating func record(_ element: LayoutAttributes, shape: SelfSizingShape, size: Size) -> Bool {
        var changed = record(element, shape: shape, extent: size[shape.axis])
        let across = size[shape.axis.cross]
        if shape.measuresAcross, case .cell = shape.role, across.isFinite, across > 0,
           sections[element.indexPath.section]?.record(item: element.indexPath.item, crossExtent: across) == true {
            changed = true
        }
        return changed
    }

    /// Records `element`'s preferred extent along its shape's axis; true when the layout changes.
    @discardableResult
    public mutating func record(_ element: LayoutAttributes, shape: SelfSizingShape, extent: Double) -> Bool {
        guard extent.isFinite, extent > 0 else { return false }
        switch shape.role {
        case .boundary:
            return recordBoundary(kind: element.elementKind ?? "", section: element.indexPath.section, extent: extent)
        case .cell(let groupCount, let itemsPerGroup, let estimate):
            let section = element.indexPath.section
            if sections[section] == nil {
                sections[section] = SectionMeasurements(groupCount: groupCount, itemsPerGroup: itemsPerGroup, estimate: estimate)
            }
            return sections[section]!.record(item: element.indexPath.item, extent: extent)
        }
    }
}
