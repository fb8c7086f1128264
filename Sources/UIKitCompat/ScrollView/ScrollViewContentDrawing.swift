import CollectionLayout
import CollectionView

/// A plain scroll view's content as its engine draws it: one item as large as the content, in
/// which the scroll view's subviews are drawn where they lie in the content.
final class ScrollViewContentDrawing: DrawnContent {
    weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    func draw(in frame: Rect, on canvas: any Canvas, measurer: any TextMeasuring, selected: Bool) -> Bool {
        guard let scrollView else { return true }
        TextMeasurement.measuring(with: measurer) {
            let renderer = ViewRenderer(canvas: canvas, measurer: measurer)
            for subview in scrollView.subviews {
                renderer.draw(subview, at: Point(x: frame.minX + Double(subview.frame.minX), y: frame.minY + Double(subview.frame.minY)))
            }
        }
        return true
    }

    func preferredSize(fitting size: Size, measurer: any TextMeasuring) -> Size { size }

    func viewTree(at frame: Rect, measurer: any TextMeasuring) -> ViewTreeNode? { nil }
}
