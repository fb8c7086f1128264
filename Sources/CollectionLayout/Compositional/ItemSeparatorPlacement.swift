/// Where a separator lies along the bottom edge of each item of a section, and, when the list
/// or its handler asks for one, along the top edge.
///
/// The line starts `leadingInset` past the item's leading edge, plus the host's leading layout
/// margin when `followsLayoutMargins` (where a list row's content starts), and stops
/// `trailingInset` short of its trailing edge. Its frame's bottom is the item's bottom.
public struct ItemSeparatorPlacement: Hashable, Sendable {
    /// The line's thickness in points.
    public var thickness: Double
    /// Space between the item's leading edge (plus the margin, see `followsLayoutMargins`) and the line.
    public var leadingInset: Double
    /// Space between the line and the item's trailing edge.
    public var trailingInset: Double
    /// Whether the line starts at the content's leading edge: the host's leading layout margin.
    public var followsLayoutMargins: Bool
    /// The first item with a separator: 1 when the first item is a header row.
    public var firstItem: Int
    /// Whether the section's last item has one too (plain lists) or not (grouped lists, whose card ends there).
    public var includesLastItem: Bool
    /// What the list says of its separators; where it says `automatic`, the values above hold
    /// (no line above a row). A line above a row is a decoration of the kind ``topElementKind(of:)``.
    public var configuration = ListSeparatorConfiguration()
    /// What changes each row's separators, asked for the rows queried.
    public var handler: ItemSeparatorHandler?
    /// Whether the line is one device pixel thick whatever `thickness` says: `1 / displayScale`
    /// points on the screen solved for, as UIKit draws a list's separators.
    public var isHairline = false

    /// The kind of the lines above rows, for separators of `kind`: `kind` with `-top` after it.
    public static func topElementKind(of kind: String) -> String { kind + "-top" }

    /// A separator `thickness` thick under every item from `firstItem`, the last one when `includesLastItem`.
    public init(thickness: Double, leadingInset: Double = 0, trailingInset: Double = 0, followsLayoutMargins: Bool = true,
                firstItem: Int = 0, includesLastItem: Bool = false) {
        self.thickness = thickness
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        self.followsLayoutMargins = followsLayoutMargins
        self.firstItem = firstItem
        self.includesLastItem = includesLastItem
    }
}
