import CollectionLayout

extension CollectionScreen {
    /// Follows a change of the data source's contents, as UIKit's collection view follows an
    /// applied snapshot: the layout is solved for the new contents; the main offset stays where it
    /// was, clamped to the new content; each orthogonal section that survives keeps its offset
    /// under its new index; and measured cells keep their sizes wherever their items went, so
    /// nothing that stays on screen changes size. Reloaded and reconfigured items are measured again.
    func apply(_ update: DataSourceUpdate) {
        let counts = dataSource.itemCounts
        do {
            var measurements = LayoutMeasurements()
            if !sizing.measurements.isEmpty {
                let estimated = try layoutDescription.solveLayout(container: size, itemCounts: counts)
                let remeasured = Set(update.changes.reloadedItems + update.changes.reconfiguredItems)
                measurements = sizing.measurements.remapped(
                    items: { path in update.newItemPath(path).flatMap { remeasured.contains($0) ? nil : $0 } },
                    sections: update.newSectionIndex, in: estimated)
            }
            let solved = try layoutDescription.solveLayout(container: size, itemCounts: counts, measurements: measurements)
            sizing.replace(measurements)
            let offset = scroll.main.offset
            scroll.remapOrthogonalSections(update.newSectionIndex)
            install(solved)
            scroll.setMainMaximum(solved.contentSize[mainAxis] - size[mainAxis])
            scroll.setMain(offset)
            measureVisible()
        } catch {
            onUpdateFailure?(error)
        }
        let changes = update.changes
        onEvent?(.applied(inserted: changes.insertedSections.count + changes.insertedItems.count,
                          deleted: changes.deletedSections.count + changes.deletedItems.count,
                          moved: changes.movedSections.count + changes.movedItems.count,
                          reloaded: changes.reloadedSections.count + changes.reloadedItems.count + changes.reconfiguredItems.count))
        update.completion?()
    }
}
