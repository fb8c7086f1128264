import CollectionLayout

/// A data source whose items can be parents in an outline, expanding and collapsing when the
/// person clicks their outline disclosure accessory.
public protocol OutlineDataSource: AnyObject {
    /// Expands or collapses the item at `indexPath`; false, with nothing changed, when it is no
    /// parent in an outline.
    @discardableResult
    func toggleOutlineItem(at indexPath: IndexPath) -> Bool
}
