extension UIView {
    /// Marks the view to be laid out (its `layoutSubviews` run) before it is next drawn or measured.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out the view's tree now if anything in it needs layout: the constraints are solved
    /// and `layoutSubviews` runs on each view marked, parents before children, as UIKit's layout pass.
    public func layoutIfNeeded() {
        let root = rootView
        // A layoutSubviews that moves views placed by their frames can mark views again; a few
        // rounds settle what a layout pass would leave to the next one.
        for _ in 0..<4 {
            root.layoutTreeIfNeeded()
            guard root.treeNeedsLayout else { return }
        }
    }

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        constraintsNeedUpdate = true
        setNeedsLayout()
    }

    /// Runs `updateConstraints()` on the views of the tree that asked for it, children first.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if constraintsNeedUpdate { updateConstraints() }
    }

    /// Whether the view's constraints must be updated before layout.
    public func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }

    /// Resizes the view to `sizeThatFits` its current size, keeping its origin.
    public func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    private func layoutTreeIfNeeded() {
        if needsLayout {
            updateConstraintsIfNeeded()
            needsLayout = false
            owningController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutTreeIfNeeded() }
    }

    private var treeNeedsLayout: Bool {
        needsLayout || subviews.contains { $0.treeNeedsLayout }
    }
}
