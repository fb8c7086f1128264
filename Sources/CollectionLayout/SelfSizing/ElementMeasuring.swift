/// Measures self-sizing elements: given an element and the size it has now (its non-estimated
/// axes fixed), the size it prefers. The collection view's cell content implements it; what it
/// returns is recorded in `LayoutMeasurements` and fed back into the next solve.
public protocol ElementMeasuring {
    /// The size `element` prefers with its extent across `estimatedAxis` fixed at `fitting`'s;
    /// nil when it has nothing to show (a hidden supplementary) and keeps its estimate.
    func preferredSize(of element: LayoutAttributes, fitting: Size, estimatedAxis: Axis) -> Size?
}
