import CollectionLayout

/// What a cell, supplementary or decoration view shows: a background, an optional icon at
/// the leading edge, a stack of labels, an optional accessory at the trailing edge and an
/// optional separator, all inside `padding`.
public struct CellContent: Hashable, Sendable {
    public var background: Color?
    public var cornerRadius: Double
    public var border: Border?
    public var shadow: Shadow?
    public var padding: DirectionalEdgeInsets
    public var icon: IconTile?
    public var labels: [TextLabel]
    /// The gap between stacked labels.
    public var labelSpacing: Double
    public var verticalAlignment: VerticalAlignment
    public var accessory: Accessory?
    public var separator: Separator?
    /// The gap between the icon, the labels and the accessory.
    public var spacing: Double

    public init(background: Color? = nil, cornerRadius: Double = 0, border: Border? = nil, shadow: Shadow? = nil,
                padding: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0),
                icon: IconTile? = nil, labels: [TextLabel] = [], labelSpacing: Double = 2,
                verticalAlignment: VerticalAlignment = .center, accessory: Accessory? = nil,
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
        self.separator = separator
        self.spacing = spacing
    }
}
