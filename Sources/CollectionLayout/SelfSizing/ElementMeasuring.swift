/// Measures self-sizing elements: given an element and the size it has now (its non-estimated
/// axes fixed), the size it prefers. The collection view's cell content implements it; what it
/// returns is recorded in `LayoutMeasurements` and fed back into the next solve.
public protocol ElementMeasuring {
    /// The size `element` prefers with its extent across `estimatedAxis` fixed at `fitting`'s;
    /// nil when it has nothing to show (a hidden supplementary) and keeps its estimate.
    func preferredSize(of element: LayoutAttributes, fitting: Size, estimatedAxis: Axis) -> Size?
    /// The size `element` prefers, measured as `shape` says: along its axis, and across it too
    /// when the shape `measuresAcross`. By default, `preferredSize(of:fitting:estimatedAxis:)`.
    func preferredSize(of element: LayoutAttributes, fitting: Size, shape: SelfSizingShape) -> Size?
}

extension ElementMeasuring {
    public func preferredSize(of element: LayoutAttributes, fitting: Size, shape: SelfSizingShape) -> Size? {
        preferredSize(of: element, fitting: fitting, estimatedAxis: shape.axis)
    }
}
