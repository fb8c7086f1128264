import CollectionLayout

extension CollectionScreen {
    /// The screen's view tree as it is drawn now, frames in each superview's coordinates (the
    /// root's are the screen's): nil for a layout shown without a screen of views. The
    /// collection view's node leaves out its elements.
    public func screenViewTree() -> ViewTreeNode? {
        guard let chrome = layoutDescription.screenChrome else { return nil }
        return host.solving {
            chrome.viewTree(host: host, contentOffset: contentOffsetPoint, adjustedInsets: mainInsets) { _ in "\"elements\": []" }
        }
    }
}
