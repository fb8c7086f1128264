/// One item as an inspector draws it: the space its group gave it, and its cell inside that
/// after `contentInsets`, so the inset band between the two can be shaded.
public struct InspectedItem: Hashable, Sendable {
    /// The item's index path.
    public var indexPath: IndexPath
    /// Where the item is described, in the layout file's spelling:
    /// `sections[1].group.subitems[0]`, `sections[0].group.subitems[1].subitem`,
    /// `sections[0].group.customItems[2]`; a flow item gives its section, `sections[0]`.
    public var path: String
    /// How deep the item is: 1 in a top-level group, 2 in a group nested in it, and so on
    /// (flow items: 0).
    public var depth: Int
    /// The space the group gave the item, before its content insets.
    public var frame: Rect
    /// The cell's frame: `frame` less the item's content insets (the cell the layout places).
    public var contentFrame: Rect
    /// For an item of a self-sizing section, the cell's frame at its estimated size, at the
    /// place its group has now; nil when the item's size is not an estimate. Beside a measured
    /// `contentFrame` it shows what measuring changed.
    public var estimatedFrame: Rect?

    /// An item at `frame` whose cell is `contentFrame`.
    public init(indexPath: IndexPath, path: String, depth: Int, frame: Rect, contentFrame: Rect, estimatedFrame: Rect? = nil) {
        self.indexPath = indexPath
        self.path = path
        self.depth = depth
        self.frame = frame
        self.contentFrame = contentFrame
        self.estimatedFrame = estimatedFrame
    }
}
