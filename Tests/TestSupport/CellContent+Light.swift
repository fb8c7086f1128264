import CollectionLayout
import CollectionView

extension CellContent {
    /// The content with every colour as light appearance shows it: what the tests written
    /// against plain colours compare, now that the system colours also carry a dark value.
    public var light: CellContent {
        var result = self
        result.background = background?.drawn
        result.border = border.map { Border(color: $0.color.drawn, width: $0.width) }
        result.shadow = shadow.map { Shadow(color: $0.color.drawn, offsetY: $0.offsetY, radius: $0.radius) }
        result.icon = icon.map { var icon = $0; icon.color = icon.color.drawn; icon.glyphColor = icon.glyphColor.drawn; return icon }
        result.labels = labels.map(\.light)
        result.accessory = accessory?.light
        result.detail = detail?.light
        result.separator = separator.map { var separator = $0; separator.color = separator.color.drawn; return separator }
        return result
    }
}

extension TextLabel {
    /// The label in its light colour.
    public var light: TextLabel {
        var result = self
        result.color = color.drawn
        return result
    }
}

extension Accessory {
    /// The accessory in its light colours.
    public var light: Accessory {
        switch self {
        case .chevron(let color): .chevron(color.drawn)
        case .checkmark(let color): .checkmark(color.drawn)
        case .outlineDisclosure(let color, let expanded): .outlineDisclosure(color.drawn, expanded: expanded)
        case .text(let label): .text(label.light)
        case .pill(let pill):
            .pill(PillButton(lightFrom: pill))
        }
    }
}

extension Color {
    /// The colour as light appearance shows it.
    public var light: Color { drawn }
}

extension PillButton {
    init(lightFrom pill: PillButton) {
        self = pill
        titleColor = pill.titleColor.drawn
        color = pill.color.drawn
    }
}
