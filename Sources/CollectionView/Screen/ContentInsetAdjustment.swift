/// How the view adds its host's safe area to the content's inset, as UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustment: String, Hashable, Sendable, CaseIterable {
    /// Along the axis the view scrolls, as UIKit adjusts a scroll view on a navigation or tab
    /// bar controller's screen: the first row starts below the status bar, the last scrolls
    /// above the home indicator. The default.
    case automatic
    /// Along the axis the view scrolls.
    case scrollableAxes
    /// Not at all: content starts at the view's edge.
    case never
    /// Along both axes; the view scrolls along one, so the same as `scrollableAxes` here.
    case always
}

extension ContentInsetAdjustment {
    /// The inset `safeArea` adds before the content's start and after its end along `axis`, the
    /// axis the view scrolls, as UIKit's `adjustedContentInset`: none for `.never`.
    public func mainInsets(safeArea: DirectionalEdgeInsets, along axis: Axis) -> (leading: Double, trailing: Double) {
        guard self != .never else { return (0, 0) }
        return axis == .vertical ? (safeArea.top, safeArea.bottom) : (safeArea.leading, safeArea.trailing)
    }
}
