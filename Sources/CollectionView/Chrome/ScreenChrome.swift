import CollectionLayout

/// The views of a screen around its collection view — a navigation bar, a tab bar — as the
/// collection screen draws them: they add to the safe area the content is inset by, and they
/// are drawn over the content, following its scroll (a large title collapsing).
///
/// `UIKitCompat` makes one for a view controller's screen; a layout carries it
/// (`CollectionViewLayout.screenChrome`), so every path that shows the layout — the window,
/// screenshots, variants, checks — shows its screen too.
public protocol ScreenChrome: AnyObject {
    /// What the collection view's adjusted content inset adds to `host`'s safe area: the bars
    /// over it and its own content inset, less the part of the screen outside it (negative where
    /// the view does not reach the screen's edge).
    func barInsets(on host: LayoutHost) -> DirectionalEdgeInsets
    /// Where the collection view is on `host`'s screen.
    func collectionViewFrame(on host: LayoutHost) -> Rect
    /// Draws the screen's views in front of the collection view, whose content offset is
    /// `contentOffset` with `adjustedInsets` (top, bottom) adjusting it, on `host`'s screen.
    func draw(on canvas: any Canvas, measurer: any TextMeasuring, host: LayoutHost, contentOffset: Point,
              adjustedInsets: (leading: Double, trailing: Double))
    /// The screen's view tree scrolled to `contentOffset`, for `--dump-views`: the collection
    /// view's node carries `collectionViewMembers` (its elements, as JSON members) in place of
    /// its cells. `members` is given the collection view's adjusted content inset (top, left,
    /// bottom, right) and returns those members.
    func viewTree(host: LayoutHost, contentOffset: Point, adjustedInsets: (leading: Double, trailing: Double),
                  collectionViewMembers members: (_ adjustedContentInset: [Double]) -> String) -> ViewTreeNode
    /// A click selected the item at `indexPath` of the collection view: its delegate is told.
    func collectionViewDidSelect(_ indexPath: IndexPath)
    /// The item the collection view holds selected, which the screen draws selected: its code
    /// may deselect the row a click selected (`deselectRow(at:animated:)` in `didSelectRowAt`)
    /// or select another; `.none` for chrome that leaves the selection to the screen's clicks.
    var collectionViewSelection: IndexPath?? { get }
    /// Goes back a screen, as Escape asks (the back button of the screen shown, or a presented
    /// screen dismissed); false at the first screen.
    func goBack() -> Bool
    /// Runs a click at `point` (screen coordinates) at `time` (the clock's seconds; nil when
    /// none runs) on the chrome's views; true when one took it.
    func click(at point: Point, host: LayoutHost, time: Double?) -> Bool
    /// Runs a click at `point` (the cell's coordinates) at `time` on a control inside the cell
    /// at `indexPath` (a button in a row); true when one took it, and the cell is not selected.
    func clickInCell(at indexPath: IndexPath, point: Point, time: Double?) -> Bool
    /// A drag of the content began at `contentOffset`, as UIKit's `scrollViewWillBeginDragging`.
    func collectionViewWillBeginDragging(contentOffset: Point)
    /// The drag was let go at `contentOffset`, the offset moving at `velocity` (points a
    /// second), on its way to rest at `target`; returns where it rests instead, as
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` lets a delegate say.
    func collectionViewWillEndDragging(contentOffset: Point, velocity: Point, target: Point) -> Point
    /// The drag ended; `willDecelerate` when the content moves on.
    func collectionViewDidEndDragging(contentOffset: Point, willDecelerate: Bool)
    /// The content a drag let go came to rest at `contentOffset`.
    func collectionViewDidEndDecelerating(contentOffset: Point)

    /// A wheel event at `point` (screen coordinates) over the screen's views: true when a scroll
    /// view inside them (another collection view, one in a cell, a plain scroll view) took it.
    func nestedScrollWheel(dx: Double, dy: Double, shift: Bool, at point: Point, now: Double) -> Bool
    /// Button 1 went down at `point`: true when it is over a scroll view inside the screen's
    /// views, which is offered the press.
    func nestedPointerPressed(at point: Point, time: Double, now: Double) -> Bool
    /// A right-click at `point` (view coordinates) on an item of a scroll view inside the
    /// screen's views: true when that item's context menu opened.
    func nestedSecondaryClick(at point: Point) -> Bool
    /// A drag that began with the content at its top pulls it `distance` points past it (0 once
    /// back): true when what is around the collection view moves instead (a sheet), the content
    /// staying at its top.
    func contentPulledDown(by distance: Double) -> Bool
    /// The drag `contentPulledDown` took is let go, the content moving at `velocity` (points a
    /// second): true when it was taken.
    func contentPullReleased(velocity: Double) -> Bool
    /// The pointer moved during a press offered to a scroll view inside: whether it took the drag.
    func nestedPointerMoved(to point: Point, time: Double, now: Double) -> NestedPointerClaim
    /// Button 1 came up after a press offered to a scroll view inside: true when it took the
    /// release (its drag, or a tap on one of its items).
    func nestedPointerReleased(at point: Point, time: Double, now: Double) -> Bool
    /// Advances the motion of the scroll views inside to `now`; true while any moved.
    func stepNested(now: Double) -> Bool
    /// Whether a scroll view inside is moving.
    var nestedScrollIsAnimating: Bool { get }
    /// Runs `body`, which draws a frame: the collection view's content, then the chrome.
    func drawingFrame(_ body: () -> Void)
    /// Whether the chrome paints over every pixel of the collection view this frame (a push
    /// sliding over it): the collection view's own frame is not drawn.
    var coversCollectionView: Bool { get }
    /// The appearance the collection view's content is drawn in when the views around it force
    /// one (`overrideUserInterfaceStyle`), whatever the screen's; nil: the screen's.
    var contentStyle: UserInterfaceStyle? { get }
    /// The collection view's content is `size` in points (its layout's content size) as drawn
    /// now, and `isScrolling` says whether a drag, the wheel or an animation is moving it.
    func noteContent(size: Size, isScrolling: Bool)
    /// Whether a drag pulls the collection view's content past its ends (`UIScrollView.bounces`).
    var contentBounces: Bool { get }
    /// Whether the screen's code asked the collection view to scroll since the last frame.
    var hasRequestedScroll: Bool { get }
    /// The scroll the screen's code asked for, taken: it is run once.
    func takeRequestedScroll() -> RequestedScroll?
    /// An animated scroll the code asked for came to rest.
    func collectionViewDidEndScrollingAnimation()
    /// Whether the screen's code gave the collection view another layout since the last frame.
    var hasLayoutChange: Bool { get }
    /// The other layout the collection view was given, taken: the screen solves it once.
    func takeLayoutChange() -> LayoutChange?
    /// A right-click at `point` (screen coordinates) on the item at `indexPath`, whose frame on
    /// the screen is `itemFrame`: true when a context menu opened.
    func showContextMenu(forItemAt indexPath: IndexPath, at point: Point, itemFrame: Rect) -> Bool
    /// The refresh control above the collection view's content; nil when it has none.
    var pullRefresh: PullRefresh? { get }
    /// A pull passed the refresh control's threshold: it starts refreshing and tells its targets.
    func pullPassedRefreshThreshold()
    /// The content now rests `room` points further down for a refreshing control (0 when it
    /// ended), as UIKit adds the control's room to the scroll view's adjusted content inset.
    func refreshRoomDidChange(to room: Double)
    /// Whether the screen's code may queue work on the main queue that the window must run.
    var runsMainQueue: Bool { get }
    /// The window's clipboard, which the screen's text fields copy to and paste from; nil when
    /// the screen is not shown in a window (snapshots, tests).
    func useClipboard(_ clipboard: (any TextClipboard)?)
    /// Whether a text field has the keyboard's focus.
    var isEditingText: Bool { get }
    /// The text field with the keyboard's focus takes `key` (Shift held: `extending`); true when it did.
    func typeKey(_ key: TextKey, extending: Bool) -> Bool
    /// The text field with the keyboard's focus takes typed `text`; true when it did.
    func typeText(_ text: String) -> Bool
    /// The text field with the keyboard's focus shows `text` as the text an input method is
    /// composing (empty: none), its caret `caret` characters in; true when it did.
    func markText(_ text: String, caret: Int) -> Bool
    /// Whether a spinner on screen turns: frames keep coming, though nothing comes to rest.
    var runsIndefiniteAnimation: Bool { get }
    /// Runs the main-queue work that is due; true when some ran (views may have changed).
    func runMainQueue() -> Bool
}

extension ScreenChrome {
    /// Chrome that holds no selection of its own: the screen's clicks decide it.
    public var collectionViewSelection: IndexPath?? { .none }
    /// Chrome that does not follow drags: nothing to tell, and the target stands.
    public func collectionViewWillBeginDragging(contentOffset: Point) {}
    public func collectionViewWillEndDragging(contentOffset: Point, velocity: Point, target: Point) -> Point { target }
    public func collectionViewDidEndDragging(contentOffset: Point, willDecelerate: Bool) {}
    public func collectionViewDidEndDecelerating(contentOffset: Point) {}

    /// Chrome with no scroll views inside: the collection view takes everything.
    public func nestedScrollWheel(dx: Double, dy: Double, shift: Bool, at point: Point, now: Double) -> Bool { false }
    public func nestedPointerPressed(at point: Point, time: Double, now: Double) -> Bool { false }
    public func nestedSecondaryClick(at point: Point) -> Bool { false }
    public func contentPulledDown(by distance: Double) -> Bool { false }
    public func contentPullReleased(velocity: Double) -> Bool { false }
    public func nestedPointerMoved(to point: Point, time: Double, now: Double) -> NestedPointerClaim { .declined }
    public func nestedPointerReleased(at point: Point, time: Double, now: Double) -> Bool { false }
    public func stepNested(now: Double) -> Bool { false }
    public var nestedScrollIsAnimating: Bool { false }
    public func drawingFrame(_ body: () -> Void) { body() }
    public var coversCollectionView: Bool { false }
    public var contentStyle: UserInterfaceStyle? { nil }
    public func noteContent(size: Size, isScrolling: Bool) {}
    public var contentBounces: Bool { true }
    public var hasRequestedScroll: Bool { false }
    public func takeRequestedScroll() -> RequestedScroll? { nil }
    public func collectionViewDidEndScrollingAnimation() {}
    public var hasLayoutChange: Bool { false }
    public func takeLayoutChange() -> LayoutChange? { nil }
    public func showContextMenu(forItemAt indexPath: IndexPath, at point: Point, itemFrame: Rect) -> Bool { false }
    public func clickInCell(at indexPath: IndexPath, point: Point, time: Double?) -> Bool { false }

    /// A click with no clock: no click follows another, so none makes a double tap.
    public func click(at point: Point, host: LayoutHost) -> Bool { click(at: point, host: host, time: nil) }
    /// A click in a cell with no clock.
    public func clickInCell(at indexPath: IndexPath, point: Point) -> Bool { clickInCell(at: indexPath, point: point, time: nil) }
    public var pullRefresh: PullRefresh? { nil }
    public func pullPassedRefreshThreshold() {}
    public func refreshRoomDidChange(to room: Double) {}
    public var runsMainQueue: Bool { false }
    public var runsIndefiniteAnimation: Bool { false }
    public var isEditingText: Bool { false }
    public func useClipboard(_ clipboard: (any TextClipboard)?) {}
    public func typeKey(_ key: TextKey, extending: Bool) -> Bool { false }
    public func typeText(_ text: String) -> Bool { false }
    public func markText(_ text: String, caret: Int) -> Bool { false }
    public func runMainQueue() -> Bool { false }
}

extension CollectionViewLayout {
    /// The screen around the layout's collection view, when the layout came from one; none.
    public var screenChrome: (any ScreenChrome)? { nil }

    /// The collection view's safe area on `host`'s screen: the host's, and what the screen's
    /// bars add to it.
    public func safeAreaInsets(on host: LayoutHost) -> DirectionalEdgeInsets {
        guard let bars = screenChrome?.barInsets(on: host) else { return host.safeAreaInsets }
        let safe = host.safeAreaInsets
        return DirectionalEdgeInsets(top: safe.top + bars.top, leading: safe.leading + bars.leading,
                                     bottom: safe.bottom + bars.bottom, trailing: safe.trailing + bars.trailing)
    }
}

/// Whether a scroll view inside a screen's views took a press: not yet (the pointer has not left
/// the slop), yes (the drag is its), or no (it does not scroll the way the drag goes).
public enum NestedPointerClaim: Sendable {
    case undecided
    case taken
    case declined
}
