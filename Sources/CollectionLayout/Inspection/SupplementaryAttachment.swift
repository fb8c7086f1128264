/// What an inspected supplementary is attached to, and how.
public enum SupplementaryAttachment: Hashable, Sendable {
    /// A boundary item of a section or of the whole layout: its alignment, whether it pins to
    /// the visible bounds, and where it sits when nothing pins it (its slot in the section).
    case boundary(alignment: RectAlignment, isPinned: Bool, unpinnedFrame: Rect)
    /// A supplementary anchored to an item.
    case item(InspectedAnchor)
    /// A supplementary anchored to a group.
    case group(InspectedAnchor)
    /// Placed by a custom layout's own code, which says nothing of how.
    case layout
}
