import CollectionLayout

extension CellContent {
    /// The element's views for `--dump-views` and a script's view checks: its drawing's tree when
    /// it is drawn as views, else the tree UIKit would have for its configuration.
    public func viewTree(at frame: Rect, measurer: any TextMeasuring) -> ViewTreeNode? {
        if let drawing { return drawing.content.viewTree(at: frame, measurer: measurer) }
        return describedViewTree(at: frame, measurer: measurer)
    }

    /// The content as the view tree UIKit would have for it: a view of
    /// ``describedClass`` at `frame` holding a content view with a label for each label and the
    /// detail, where the content lays them out; nil for content that stands for no view.
    private func describedViewTree(at frame: Rect, measurer: any TextMeasuring) -> ViewTreeNode? {
        guard let describedClass else { return nil }
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        let placed = CellContentLayout(content: self, frame: bounds, measurer: measurer)
        var labels = placed.labels.map { ViewTreeNode(className: "UILabel", frame: $0.frame, text: $0.label.text) }
        if let detail = placed.detail { labels.append(ViewTreeNode(className: "UILabel", frame: detail.frame, text: detail.label.text)) }
        let contentView = ViewTreeNode(className: "UIListContentView", frame: bounds, subviews: labels)
        return ViewTreeNode(className: describedClass, frame: frame, subviews: [contentView])
    }
}
