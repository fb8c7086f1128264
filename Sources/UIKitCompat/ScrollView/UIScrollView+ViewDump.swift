import CollectionLayout
import CollectionView

extension UIScrollView {
    /// Adds the scroll state to the view's `--dump-views` node, as the screen's collection view
    /// has it: a collection view inside the screen's views or a cell lists its elements on screen
    /// in place of its subviews (or, read for a UX check, has their views as its subviews); a
    /// plain scroll view keeps its subviews, in its content's coordinates. The screen's own
    /// collection view is filled in by its screen.
    func addScrollMembers(to node: inout ViewTreeNode) {
        guard !isScreenEngineView, let scroller = NestedScroller.of(self, measurer: TextMeasurement.measurer) else { return }
        let (members, replacesSubviews) = scroller.dumpMembers(measurer: TextMeasurement.measurer)
        node.scrollMembers = members
        if replacesSubviews {
            node.subviews = (refreshControlNode.map { [$0] } ?? []) + (ViewTreeReading.includesCells ? scroller.screen.cellViewTrees() : [])
        } else {
            node.boundsOrigin = Point(x: Double(contentOffset.x), y: Double(contentOffset.y))
            if let refresh = refreshControlNode { node.subviews.insert(refresh, at: 0) }
        }
    }
}
