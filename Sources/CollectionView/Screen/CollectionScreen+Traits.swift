import CollectionLayout

extension CollectionScreen {
    /// Shows the screen with the person's `traits` (appearance, text size) in place of its own,
    /// as iOS does when they change in Settings: section providers are asked again, text is
    /// measured again at its new size, and the first visible item keeps its place, as a resize
    /// keeps it. The device's scale, size classes and idiom stay.
    public func setTraits(_ traits: Traits) throws(LayoutError) {
        let changed = host.with(traits: traits)
        guard changed != host else { return }
        let anchor = self.anchor
        if changed.traits.preferredContentSizeCategory != host.traits.preferredContentSizeCategory { sizing.reset() }
        let solved = try changed.solving { () throws(LayoutError) in
            try layoutDescription.solveLayout(container: size, itemCounts: dataSource.itemCounts, measurements: sizing.measurements,
                                              shownIn: layoutDirection)
        }
        host = changed
        install(solved)
        let maximum = scrollMaximum(for: solved)
        scroll.setMainMaximum(maximum)
        scroll.setMain(scroll.main.offset + anchor.shift(in: solved, offsets: offsets, maximum: maximum))
        measureVisible()
    }
}
