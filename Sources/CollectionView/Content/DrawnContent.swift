import CollectionLayout

/// Content that lays itself out and draws itself: a cell that is a tree of views (UIKit's
/// cells built in code, in `UIKitCompat`). The renderer draws a `CellContent`'s own parts
/// first and then this on top; the measurer asks it for its size.
public protocol DrawnContent: AnyObject {
    /// Lays the content out at `frame`'s size and draws it at `frame` on `canvas`, `selected` or
    /// not; returns whether it drew its selection itself (else the renderer tints it).
    func draw(in frame: Rect, on canvas: any Canvas, measurer: any TextMeasuring, selected: Bool) -> Bool
    /// The size the content wants at `size`'s width, its height as small as it allows.
    func preferredSize(fitting size: Size, measurer: any TextMeasuring) -> Size
    /// The size the content wants with neither extent fixed, `size` only the estimate it starts
    /// from: how a flow layout's self-sizing cell is fitted. By default the width is kept.
    func preferredSize(fittingBothAxes size: Size, measurer: any TextMeasuring) -> Size
    /// The content laid out at `frame` (the element's frame in the content), as a tree of views:
    /// what `--dump-views` prints and the inspector outlines; nil when it is not made of views.
    func viewTree(at frame: Rect, measurer: any TextMeasuring) -> ViewTreeNode?
}

extension DrawnContent {
    public func preferredSize(fittingBothAxes size: Size, measurer: any TextMeasuring) -> Size {
        preferredSize(fitting: size, measurer: measurer)
    }
}
