/// One section of a flow layout given as fixed values: its item count, optional per-item sizes
/// and optional overrides of the layout's properties. A layout file's flow sections read into
/// these; `FlowSectionTable` turns a list of them into a delegate.
public struct FlowSection: Hashable, Sendable {
    /// The number of items (the data).
    public var items: Int
    /// Per-item sizes, cycled over the items; empty leaves every item at the layout's size.
    public var itemSizes: [Size]
    public var sectionInset: EdgeInsets?
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?
    public var headerReferenceSize: Size?
    public var footerReferenceSize: Size?

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
