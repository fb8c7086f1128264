import CollectionLayout

extension CollectionScreen {
    /// The screen's view tree as it is drawn now, frames in each superview's coordinates (the
    /// root's are the screen's): nil for a layout shown without a screen of views. The
    /// collection view's node leaves out its elements, unless `includingCells`: then the views
    /// of the cells and supplementary views on screen are its subviews, where they are drawn
    /// (as a UX check reads a label or a switch in a row).
    public func screenViewTree(includingCells: Bool = false) -> ViewTreeNode? {
        guard let chrome = layoutDescription.screenChrome else { return nil }
        return ViewTreeReading.$includesCells.withValue(includingCells) { host.solving {
            var tree = chrome.viewTree(host: host, contentOffset: contentOffsetPoint, adjustedInsets: mainInsets) { _ in
                includingCells ? Self.cellsPlaceholder : "\"elements\": []"
            }
            if includingCells {
                let cells = cellViewTrees()
                tree.replaceFirst(where: { $0.scrollMembers == Self.cellsPlaceholder }) { node in
                    node.scrollMembers = "\"elements\": []"
                    node.subviews = cells
                }
            }
            return tree
        } }
    }

    /// Marks the collection view's node while the tree is built, to find it after.
    private static let cellsPlaceholder = "\"elements\": [], \"cells\": true"

    /// The view trees of the elements on screen, each at its frame in the collection view; none
    /// without a measurer to lay their text out with.
    public func cellViewTrees() -> [ViewTreeNode] {
        guard let measurer else { return [] }
        return renderer.visibleElements(offsets: offsets, viewport: size).compactMap { element in
            guard var node = dataSource.content(for: element)?.viewTree(at: element.frame, measurer: measurer) else {
                return nil
            }
            node.frame = renderer.onScreen(element.frame, offsets: offsets)
            return node
        }
    }
}
