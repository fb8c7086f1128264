import CollectionLayout

extension CollectionScreen {
    /// Tells a layout that follows bounds (a custom layout) the rectangle the view shows, if it
    /// moved since the layout last heard, and solves the layout again when it says the move
    /// invalidates it: UIKit's `shouldInvalidateLayout(forBoundsChange:)` on each scroll, then
    /// `prepare()` at the new bounds. The offset stays where it is, as UIKit keeps it; only the
    /// range follows a content size that changed. Runs as the first step of `measureVisible()`.
    public func followBounds() {
        guard layout.followsBounds else { return }
        let bounds = layout.visibleBounds(mainOffset: mainOffset)
        guard bounds != followedBounds else { return }
        followedBounds = bounds
        guard layout.invalidatesLayout(forBoundsChange: bounds),
              let solved = try? solve(container: size, itemCounts: dataSource.itemCounts, measurements: sizing.measurements)
        else { return }
        install(solved)
        let maximum = scrollMaximum(for: solved)
        // A drag past an end keeps its rubber band: the range is set only when it changed.
        if maximum.pixelRounded != scroll.main.maximum { scroll.setMainMaximum(maximum) }
    }
}
