/// What a section's cells show, as a layout file's `"cells"` object says: their titles, a
/// subtitle, colours and a style. Everything left out keeps the placeholder look.
public struct CellContentDescription: Hashable, Sendable {
    /// The title of every cell; the index of the item when nil and `titles` is empty.
    public var title: ContentTemplate?
    /// One title per item, used in turn and again from the first; wins over `title`.
    public var titles: [String]
    /// A second, smaller line under the title.
    public var subtitle: ContentTemplate?
    /// The cell's background; the section's tile colour (tiles) or white (rows) when nil.
    public var color: ContentColor?
    /// The title's colour; white (tiles) or black (rows) when nil.
    public var textColor: ContentColor?
    /// A tile or a list row.
    public var style: CellStyle
    /// What a row shows at its trailing edge.
    public var accessory: CellAccessory
    /// A value a row shows at its trailing edge, before its accessory, as a settings row's current choice.
    public var value: ContentTemplate?

    /// A description of cells; with no arguments, the placeholder look.
    public init(title: ContentTemplate? = nil, titles: [String] = [], subtitle: ContentTemplate? = nil,
                color: ContentColor? = nil, textColor: ContentColor? = nil, style: CellStyle = .tile, accessory: CellAccessory = .none,
                value: ContentTemplate? = nil) {
        self.title = title
        self.titles = titles
        self.subtitle = subtitle
        self.color = color
        self.textColor = textColor
        self.style = style
        self.accessory = accessory
        self.value = value
    }

    /// Whether nothing differs from the placeholder look, so a file need not say anything.
    public var isEmpty: Bool { self == CellContentDescription() }

    /// The title of the cell at `item` in `section`, or nil where the placeholder's index shows.
    public func title(section: Int, item: Int) -> String? {
        if !titles.isEmpty { return titles[item % titles.count] }
        return title?.filled(section: section, item: item)
    }

    /// The trailing value of the cell at `item` in `section`, if the section has one.
    public func value(section: Int, item: Int) -> String? {
        value?.filled(section: section, item: item)
    }

    /// The subtitle of the cell at `item` in `section`, if the section has one.
    public func subtitle(section: Int, item: Int) -> String? {
        subtitle?.filled(section: section, item: item)
    }
}
