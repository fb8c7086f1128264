extension LayoutMeasurements {
    /// The measurements carried over to new contents: each measured item to where `items` says it
    /// went, each boundary supplementary's to its section's new index, recorded against `layout`
    /// (the new contents solved at their estimates). What went nowhere, or no longer self-sizes,
    /// is dropped, so it is measured again.
    ///
    /// Costs O(measured), whatever the item count: only what was on screen was measured.
    public func remapped(items: (IndexPath) -> IndexPath?, sections: (Int) -> Int?,
                         in layout: any SolvedCollectionLayout) -> LayoutMeasurements {
        var remapped = LayoutMeasurements()
        let offsets = layout.unscrolledOffsets
        for (section, measured) in self.sections {
            for (item, extent) in measured.itemExtents {
                guard let path = items(IndexPath(item: item, section: section)),
                      let element = layout.attributesForItem(at: path, offsets: offsets),
                      let shape = layout.selfSizingShape(of: element) else { continue }
                remapped.record(element, shape: shape, extent: extent)
                if let across = measured.crossExtents[item] { remapped.sections[path.section]?.record(item: path.item, crossExtent: across) }
            }
        }
        for (section, kinds) in boundaryExtents {
            guard let newSection = sections(section) else { continue }
            for (kind, extent) in kinds { remapped.recordBoundary(kind: kind, section: newSection, extent: extent) }
        }
        return remapped
    }
}
