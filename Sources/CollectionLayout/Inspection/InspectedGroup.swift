/// One group instance, top-level or nested, as an inspector outlines it.
public struct InspectedGroup: Hashable, Sendable {
    /// The section the group belongs to.
    public var section: Int
    /// Which instance of the section's top-level group this is (or lies in): 0 for the first.
    public var instance: Int
    /// Where the group is described, in the layout file's spelling: `sections[1].group`, or for
    /// a nested group `sections[1].group.subitems[1]` (`.subitem` or `.repeatingSubitem` for
    /// groups made with a count).
    public var path: String
    /// 0 for the section's top-level group, 1 for a group nested in it, and so on.
    public var depth: Int
    /// The group's frame in content coordinates.
    public var frame: Rect
    /// The frame less the group's `contentInsets`: the space its subitems are laid out in.
    public var contentFrame: Rect

    /// A group instance at `frame`.
    public init(section: Int, instance: Int, path: String, depth: Int, frame: Rect, contentFrame: Rect) {
        self.section = section
        self.instance = instance
        self.path = path
        self.depth = depth
        self.frame = frame
        self.contentFrame = contentFrame
    }
}
