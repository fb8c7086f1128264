/// Per-section and per-item values for a flow layout, as `UICollectionViewDelegateFlowLayout`.
///
/// Every method may be left out: the default answers nil, which leaves the layout's own
/// property in force, as an unimplemented optional method does in UIKit. `container` is the
/// collection view's size, which UIKit's delegates read from the collection view.
public protocol FlowLayoutDelegate: Sendable {
    /// Whether `sizeForItemAt` sizes the items of `section` one by one. UIKit asks whether the
    /// delegate implements the method; a Swift protocol says so here. False (the default) keeps
    /// every item of the section at the layout's size, which solves without visiting items.
    func flowLayout(_ layout: FlowLayout, container: Size, sizesItemsIndividuallyInSection section: Int) -> Bool
    /// The size of one item; asked only in sections sized item by item. Nil: the layout's size.
    func flowLayout(_ layout: FlowLayout, container: Size, sizeForItemAt indexPath: IndexPath) -> Size?
    /// Sizes that the items of a section sized item by item repeat in order (item `i` takes
    /// `sizes[i % sizes.count]`), when they do. The layout then solves the section without
    /// visiting its items, so a section of any length costs what one turn of the cycle does,
    /// and `sizeForItemAt` is not asked. Nil (the default): each item's size is asked.
    /// UIKit has no such method; it is how layout files' `itemSizes` stay lazy.
    func flowLayout(_ layout: FlowLayout, container: Size, repeatingItemSizesInSection section: Int) -> [Size]?
    /// The section's insets.
    func flowLayout(_ layout: FlowLayout, container: Size, insetForSectionAt section: Int) -> EdgeInsets?
    /// The section's minimum line spacing.
    func flowLayout(_ layout: FlowLayout, container: Size, minimumLineSpacingForSectionAt section: Int) -> Double?
    /// The section's minimum interitem spacing.
    func flowLayout(_ layout: FlowLayout, container: Size, minimumInteritemSpacingForSectionAt section: Int) -> Double?
    /// The section's header size.
    func flowLayout(_ layout: FlowLayout, container: Size, referenceSizeForHeaderInSection section: Int) -> Size?
    /// The section's footer size.
    func flowLayout(_ layout: FlowLayout, container: Size, referenceSizeForFooterInSection section: Int) -> Size?
}

extension FlowLayoutDelegate {
    /// False: every item of the section takes the layout's size (`itemSize`, or
    /// `estimatedItemSize` when the layout self-sizes).
    public func flowLayout(_ layout: FlowLayout, container: Size, sizesItemsIndividuallyInSection section: Int) -> Bool { false }
    /// Nil: the item takes the layout's size (`itemSize`, or `estimatedItemSize` when the
    /// layout self-sizes).
    public func flowLayout(_ layout: FlowLayout, container: Size, sizeForItemAt indexPath: IndexPath) -> Size? { nil }
    /// Nil: each item's size is asked of `sizeForItemAt`.
    public func flowLayout(_ layout: FlowLayout, container: Size, repeatingItemSizesInSection section: Int) -> [Size]? { nil }
    /// Nil: the section takes the layout's `sectionInset`.
    public func flowLayout(_ layout: FlowLayout, container: Size, insetForSectionAt section: Int) -> EdgeInsets? { nil }
    /// Nil: the section takes the layout's `minimumLineSpacing`.
    public func flowLayout(_ layout: FlowLayout, container: Size, minimumLineSpacingForSectionAt section: Int) -> Double? { nil }
    /// Nil: the section takes the layout's `minimumInteritemSpacing`.
    public func flowLayout(_ layout: FlowLayout, container: Size, minimumInteritemSpacingForSectionAt section: Int) -> Double? { nil }
    /// Nil: the section takes the layout's `headerReferenceSize`.
    public func flowLayout(_ layout: FlowLayout, container: Size, referenceSizeForHeaderInSection section: Int) -> Size? { nil }
    /// Nil: the section takes the layout's `footerReferenceSize`.
    public func flowLayout(_ layout: FlowLayout, container: Size, referenceSizeForFooterInSection section: Int) -> Size? { nil }
}
