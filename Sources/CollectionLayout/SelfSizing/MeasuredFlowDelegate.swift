/// A flow layout's delegate with measured sizes laid over it: a measured item keeps its
/// measured extent along the lines, and across them what it measured that way (its estimate
/// until then).
struct MeasuredFlowDelegate: FlowLayoutDelegate {
    let base: (any FlowLayoutDelegate)?
    let measurements: LayoutMeasurements
    let axis: Axis

    func flowLayout(_ layout: FlowLayout, container: Size, sizesItemsIndividuallyInSection section: Int) -> Bool {
        measurements.sections[section] != nil
            || base?.flowLayout(layout, container: container, sizesItemsIndividuallyInSection: section) == true
    }

    func flowLayout(_ layout: FlowLayout, container: Size, sizeForItemAt indexPath: IndexPath) -> Size? {
        let individually = base?.flowLayout(layout, container: container, sizesItemsIndividuallyInSection: indexPath.section) == true
        var size = (individually ? base?.flowLayout(layout, container: container, sizeForItemAt: indexPath) : nil) ?? layout.estimatedItemSize
        if let extent = measurements.extent(ofItemAt: indexPath) { size[axis] = extent }
        if let across = measurements.crossExtent(ofItemAt: indexPath) { size[axis.cross] = across }
        return size
    }

    /// The base's cycle, while nothing in the section has been measured apart from it.
    func flowLayout(_ layout: FlowLayout, container: Size, repeatingItemSizesInSection section: Int) -> [Size]? {
        guard measurements.sections[section] == nil else { return nil }
        return base?.flowLayout(layout, container: container, repeatingItemSizesInSection: section)
    }

    func flowLayout(_ layout: FlowLayout, container: Size, insetForSectionAt section: Int) -> EdgeInsets? {
        base?.flowLayout(layout, container: container, insetForSectionAt: section)
    }

    func flowLayout(_ layout: FlowLayout, container: Size, minimumLineSpacingForSectionAt section: Int) -> Double? {
        base?.flowLayout(layout, container: container, minimumLineSpacingForSectionAt: section)
    }

    func flowLayout(_ layout: FlowLayout, container: Size, minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        base?.flowLayout(layout, container: container, minimumInteritemSpacingForSectionAt: section)
    }

    func flowLayout(_ layout: FlowLayout, container: Size, referenceSizeForHeaderInSection section: Int) -> Size? {
        base?.flowLayout(layout, container: container, referenceSizeForHeaderInSection: section)
    }

    func flowLayout(_ layout: FlowLayout, container: Size, referenceSizeForFooterInSection section: Int) -> Size? {
        base?.flowLayout(layout, container: container, referenceSizeForFooterInSection: section)
    }
}
