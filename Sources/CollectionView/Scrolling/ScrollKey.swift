/// The keys that scroll.
public enum ScrollKey: Hashable, Sendable {
    /// One wheel notch up.
    case up
    /// One wheel notch down.
    case down
    /// A page up, keeping a notch of the last page.
    case pageUp
    /// A page down, keeping a notch of the last page.
    case pageDown
    /// To the start.
    case home
    /// To the end.
    case end
    /// One snapping step of the orthogonal section under the pointer.
    case left, right
    /// A page of the orthogonal section under the pointer: a page or a group for the paging
    /// behaviours, the strip's width for the continuous ones.
    case previousPage, nextPage
}
