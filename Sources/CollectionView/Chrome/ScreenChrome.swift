import CollectionLayout

/// The views of a screen around its collection view — a navigation bar, a tab bar — as the
/// collection screen draws them: they add to the safe area the content is inset by, and they
/// are drawn over the content, following its scroll (a large title collapsing).
///
/// `UIKitCompat` makes one for a view controller's screen; a layout carries it
/// (`CollectionViewLayout.screenChrome`), so every path that shows the layout — the window,
/// screenshots, variants, checks — shows its screen too.
public protocol ScreenChrome: AnyObject {
    /// What the bars add to `host`'s safe area over the collection view.
    func barInsets(on host: LayoutHost) -> DirectionalEdgeInsets
    /// Draws the screen's views in front of the collection view, whose content offset is
    /// `contentOffset` with `adjustedInsets` (top, bottom) adjusting it, on `host`'s screen.
    func draw(on canvas: any Canvas, measurer: any TextMeasuring, host: LayoutHost, contentOffset: Point,
              adjustedInsets: (leading: Double, trailing: Double))
    /// Runs a click at `point` (screen coordinates) on the chrome's views; true when one took it.
    func click(at point: Point, host: LayoutHost) -> Bool
}

extension CollectionViewLayout {
    /// The screen around the layout's collection view, when the layout came from one; none.
    public var screenChrome: (any ScreenChrome)? { nil }
}
