/// A refresh control above a collection view's content, as the engine pulls it: how far a
/// pull must go to start it, the room it keeps above the content while it refreshes, and
/// whether it is refreshing now.
public struct PullRefresh: Sendable, Equatable {
    /// Whether the control is refreshing: the content rests below it.
    public var isRefreshing: Bool
    /// How far past the top (points of content moved, after the rubber band) a pull starts it.
    public var triggerDistance: Double
    /// The room above the content while it refreshes, in points.
    public var extent: Double

    public init(isRefreshing: Bool, triggerDistance: Double, extent: Double) {
        self.isRefreshing = isRefreshing
        self.triggerDistance = triggerDistance
        self.extent = extent
    }
}
