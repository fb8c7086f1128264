import CollectionLayout

extension CollectionScreen {
    /// The layout solved for `container` with `measurements`, as the layout direction shows it.
    func solve(container: Size, itemCounts: [Int], measurements: LayoutMeasurements) throws(LayoutError) -> any SolvedCollectionLayout {
        try host.solving { () throws(LayoutError) in
            try layoutDescription.solveLayout(container: container, itemCounts: itemCounts, measurements: measurements, shownIn: layoutDirection)
        }
    }

    /// Solves again for the new layout direction; each section keeps how far it has scrolled
    /// from its start, and a horizontally scrolling view its place (counted from the other end).
    func relayoutForDirection() {
        guard let solved = try? solve(container: size, itemCounts: dataSource.itemCounts, measurements: sizing.measurements) else { return }
        let offset = scroll.main.offset, wasMirrored = layout is MirroredLayout
        install(solved)
        if mainAxis == .horizontal, wasMirrored != (solved is MirroredLayout) {
            scroll.setMain(Swift.max(0, scrollMaximum(for: solved)) - offset)
        }
        measureVisible()
    }
}
