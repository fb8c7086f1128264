import CollectionLayout

extension CollectionViewLayout {
    /// `solved`, this layout's solution for `itemCounts` in an interface running `direction`,
    /// as a view scrolled to `mainOffset` shows it: a layout that follows bounds (a custom
    /// layout) is told the rectangle shown there and, when it says that invalidates it, solved
    /// again, as the window does when it scrolls there (`CollectionScreen.followBounds()`).
    /// Any other layout is `solved` as it is. What dumps and descriptions at an offset use.
    public func following(_ solved: any SolvedCollectionLayout, toMainOffset mainOffset: Double, itemCounts: [Int],
                          shownIn direction: LayoutDirection = .leftToRight) throws(LayoutError) -> any SolvedCollectionLayout {
        guard solved.followsBounds, solved.invalidatesLayout(forBoundsChange: solved.visibleBounds(mainOffset: mainOffset)) else {
            return solved
        }
        return try solveLayout(container: solved.containerSize, itemCounts: itemCounts, shownIn: direction)
    }
}
