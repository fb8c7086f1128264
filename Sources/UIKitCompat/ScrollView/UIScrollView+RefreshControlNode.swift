import CollectionLayout
import CollectionView

extension UIScrollView {
    /// The refresh control as a subview of its scroll view in `--dump-views`, as UIKit adds it:
    /// at the back, across the top of the content and above it (`extent` points tall, its bottom
    /// on the content's top), with its spinner and its title. Hidden (for the inspector) unless
    /// it refreshes; nil without one.
    var refreshControlNode: ViewTreeNode? {
        guard let refresh = refreshControl else { return nil }
        let metrics = RefreshControlMetrics.self
        let width = Double(bounds.width)
        var spinner = refresh.spinner.viewTreeNode
        spinner.frame = Rect(x: (width - metrics.spinnerSide) / 2, y: metrics.spinnerTopMargin, width: metrics.spinnerSide, height: metrics.spinnerSide)
        var node = ViewTreeNode(className: String(describing: type(of: refresh)), frame: Rect(x: 0, y: -metrics.extent, width: width, height: metrics.extent),
                                text: refresh.attributedTitle?.string, subviews: [spinner])
        node.state = refresh.stateMembers
        node.isHidden = !refresh.isRefreshing
        return node
    }
}
