/// One section of a flow layout given as fixed values: its item count, optional per-item sizes
/// and optional overrides of the layout's properties. A layout file's flow sections read into
/// these; `FlowSectionTable` turns a list of them into a delegate.
public struct FlowSection: Hashable, Sendable {
    /// The number of items (the data).
    public var items: Int
    /// Per-item sizes, cycled over the items; empty leaves every item at the layout's size.
    public var itemSizes: [Size]
    /// The section's insets, or nil for the layout's.
    public var sectionInset: EdgeInsets?
    /// The spacing between the section's lines, or nil for the layout's.
    public var minimumLineSpacing: Double?
    /// The spacing between items on a line, or nil for the layout's.
    public var minimumInteritemSpacing: Double?
    /// The header's size, or nil for the layout's.
    public var headerReferenceSize: Size?
    /// The footer's size, or nil for the layout's.
    public var footerReferenceSize: Size?

    /// A section of `items` items; empty `itemSizes` uses the layout's item size for all.
    public init(items: Int, itemSizes: [Size] = [], sectionInset: EdgeInsets? = nil,
                minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil,
                headerReferenceSize: Size? = nil, footerReferenceSize: Size? = nil) {
        self.items = items
        self.itemSizes = itemSizes
        self.sectionInset = sectionInset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }
}
