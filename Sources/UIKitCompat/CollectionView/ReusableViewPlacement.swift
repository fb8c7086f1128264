import CollectionLayout

/// Where a dequeued cell or supplementary view is shown: its index path, its element kind (nil for
/// a cell) and the list its section is, which decide its default content and how it is drawn.
struct ReusableViewPlacement {
    let indexPath: IndexPath
    let elementKind: String?
    /// The section's list configuration; nil when the section is not a list.
    let list: ListConfiguration?
    /// The side margins a row's or header's content view lines up to in a plain or grouped list:
    /// the collection view's own (16 or 20 points, `SystemLayoutMargins`), as a table lines its
    /// cells up with its margins; nil where the rows keep their own 16 (elsewhere, inset lists).
    var rowMargins: NSDirectionalEdgeInsets? = nil
}
