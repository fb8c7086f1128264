import CollectionLayout

/// Where a dequeued cell or supplementary view is shown: its index path, its element kind (nil for
/// a cell) and the list its section is, which decide its default content and how it is drawn.
struct ReusableViewPlacement {
    let indexPath: IndexPath
    let elementKind: String?
    /// The section's list configuration; nil when the section is not a list.
    let list: ListConfiguration?
}
