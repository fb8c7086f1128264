/// A supplementary view as an inspector shows it: its frame and how it is attached.
public struct InspectedSupplementary: Hashable, Sendable {
    /// The element kind, such as `header` or `badge`.
    public var kind: String
    /// Its index path, as the layout's queries give it (section -1 for layout-wide items).
    public var indexPath: IndexPath
    /// Where it is described: `sections[0].boundarySupplementaryItems[1]`,
    /// `configuration.boundarySupplementaryItems[0]`,
    /// `sections[0].group.subitems[0].supplementaryItems[0]`; a flow layout's header and footer
    /// give `flow.headerReferenceSize` or `sections[0].footerReferenceSize` and the like.
    public var path: String
    /// The frame, placed for the offsets asked about (pinned items where they pin).
    public var frame: Rect
    /// The drawing order.
    public var zIndex: Int
    /// A boundary item's alignment and pinning, or an anchored one's anchor points.
    public var attachment: SupplementaryAttachment
    /// For a boundary item that estimates its extent along the scrolling direction, its frame
    /// at the estimate (from where it sits now); nil otherwise.
    public var estimatedFrame: Rect?

    /// A supplementary of `kind` at `frame`, attached as `attachment` says.
    public init(kind: String, indexPath: IndexPath, path: String, frame: Rect, zIndex: Int,
                attachment: SupplementaryAttachment, estimatedFrame: Rect? = nil) {
        self.kind = kind
        self.indexPath = indexPath
        self.path = path
        self.frame = frame
        self.zIndex = zIndex
        self.attachment = attachment
        self.estimatedFrame = estimatedFrame
    }
}
