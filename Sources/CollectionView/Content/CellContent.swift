import CollectionLayout

/// What a cell, supplementary or decoration view shows: a background, an optional icon at
/// the leading edge, a stack of labels, an optional accessory at the trailing edge and an
/// optional separator, all inside `padding`.
public struct CellContent: Hashable, Sendable {
    /// What fills the element's frame; nil leaves it clear.
    public var background: Color?
    /// How round the background's corners are.
    public var cornerRadius: Double
    /// How the background's and border's corners bend: circular arcs unless said.
    public var cornerCurve = CornerCurve.circular
    /// A line just inside the frame's edge.
    public var border: Border?
    /// A soft shadow under the element.
    public var shadow: Shadow?
    /// Space between the frame's edges and the icon, labels and accessory.
    public var padding: DirectionalEdgeInsets
    /// A tile at the leading edge, as an app icon.
    public var icon: IconTile?
    /// Text, stacked top to bottom between the icon and the accessory.
    public var labels: [TextLabel]
    /// The gap between stacked labels.
    public var labelSpacing: Double
    /// Where the stack of labels sits in the space between the paddings.
    public var verticalAlignment: VerticalAlignment
    /// A chevron, a checkmark, a button or a short text at the trailing edge.
    public var accessory: Accessory?
    /// A value at the trailing edge, before the accessory, as a settings row's current choice
    /// (UIKit's value cell's secondary text); one line, cut short with an ellipsis when it must.
    public var detail: TextLabel?
    /// A hairline along the bottom edge.
    public var separator: Separator?
    /// The gap between the icon, the labels and the accessory.
    public var spacing: Double
    /// The least height the content asks for when it self-sizes, as a list row's 44 points.
    public var minimumHeight: Double = 0
    /// The height the element takes whatever its content, where its provider fixes it (a
    /// table view's `rowHeight`); nil to measure the content.
    public var fixedHeight: Double?
    /// Whether the element is tinted while it is selected (a table view cell whose selection
    /// style is none is not).
    public var showsSelection = true
    /// The class of the view this content draws, for `--dump-views` (a table view cell whose text
    /// label is drawn as content); nil for content that stands for no view.
    public var describedClass: String?
    /// Whether the leading and trailing padding are the host's layout margins, whatever
    /// `padding` says, as a list row's content, which lines up with the list's separators.
    public var followsLayoutMargins = false
    /// Leading space added to the padding, margins or not, as a list cell's indentation level
    /// times its width: an outline's data source sets it by the item's level.
    public var indentation = 0.0
    /// What a click on the cell does to its outline disclosure accessory, if it has one.
    public var outlineDisclosureStyle = OutlineDisclosureStyle.cell
    /// Content that draws itself over the parts above (a cell that is a tree of views); when
    /// set, it also gives the element's self-sized height.
    public var drawing: ContentDrawing?
    /// The corners, rounded by `cornerRadius`, that the background and the drawn views are cut
    /// to — a row at the top or bottom of an inset grouped section, whose card rounds them;
    /// empty to round the background's every corner and cut nothing.
    public var clipCorners: RectCorners = []

    /// This content with its leading and trailing padding set to `margins` when it follows them.
    public func inLayoutMargins(_ margins: DirectionalEdgeInsets) -> CellContent {
        guard followsLayoutMargins else { return self }
        var copy = self
        copy.padding.leading = margins.leading + indentation
        copy.padding.trailing = margins.trailing
        return copy
    }

    /// Content with the given parts; everything not given is absent or zero.
    public init(background: Color? = nil, cornerRadius: Double = 0, border: Border? = nil, shadow: Shadow? = nil,
                padding: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
                icon: IconTile? = nil, labels: [TextLabel] = [], labelSpacing: Double = 2,
                verticalAlignment: VerticalAlignment = .center, accessory: Accessory? = nil, detail: TextLabel? = nil,
                separator: Separator? = nil, spacing: Double = 12) {
        self.background = background
        self.cornerRadius = cornerRadius
        self.border = border
        self.shadow = shadow
        self.padding = padding
        self.icon = icon
        self.labels = labels
        self.labelSpacing = labelSpacing
        self.verticalAlignment = verticalAlignment
        self.accessory = accessory
        self.detail = detail
        self.separator = separator
        self.spacing = spacing
    }
}
