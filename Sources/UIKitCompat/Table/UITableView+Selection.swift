extension UITableView {
    /// The selected row; nil when none is.
    public var indexPathForSelectedRow: IndexPath? { selectedItem }

    /// The selected rows; nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedItem.map { [$0] } }

    /// Selects the row (nil deselects), scrolling it to `scrollPosition`; the delegate is not told, as in UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition == .none ? [] : scrollPosition.itemPosition)
        if let indexPath { cellForRow(at: indexPath)?.setSelected(true, animated: animated) }
    }

    /// Deselects the row; the delegate is not told, as in UIKit.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectItem(at: indexPath, animated: animated)
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }
}
