/// Where the view showing a custom layout is scrolled, as the layout was last told: shared by
/// the layout's description and its solutions, so the solve after a bounds change prepares
/// the layout at the new offset, as UIKit's collection view has its new bounds when it calls
/// `prepare()`.
///
/// A class, because a solution hears of the scroll and the next solve reads it; both happen
/// on the thread that shows the view.
public final class ContentOffsetRecord: @unchecked Sendable {
    /// The origin of the rectangle the view shows, in content coordinates.
    public var offset: Point

    public init(offset: Point = .zero) {
        self.offset = offset
    }
}
