/// Reads what a layout file's elements show (`cells`, `title`, `color`, …). It is a second
/// reading of objects the layout decoders have already checked key by key, so the engine's
/// descriptions stay UIKit's and the content lives beside them, by section and element kind.
enum ContentFileDecoder {
    static let cellKeys: Set<String> = ["title", "titles", "subtitle", "color", "textColor", "style", "accessory", "value"]
    /// Keys a boundary or supplementary item may carry besides its layout.
    static let supplementaryKeys: Set<String> = ["title", "color", "textColor"]
    /// Keys a decoration item may carry besides its layout.
    static let decorationKeys: Set<String> = ["color", "cornerRadius"]

    /// The content of a compositional section: its `cells`, and the content on its boundary
    /// items, decorations and the supplementaries anywhere in its group.
    static func compositionalSection(_ reader: JSONReader) throws(LayoutError) -> SectionContentDescription {
        let object = try reader.members()
        var content = SectionContentDescription()
        if let r = object["cells"] { content.cells = try cells(r) }
        if object.has("list") {
            // A list's header and footer are of its configuration's kinds, which a file leaves at their defaults.
            let kinds = ListConfiguration(appearance: .plain)
            if let r = object["headerTitle"] { content.supplementaries[kinds.headerElementKind] = .init(title: try template(r)) }
            if let r = object["footerTitle"] { content.supplementaries[kinds.footerElementKind] = .init(title: try template(r)) }
            return content
        }
        var collector = KindContent(placeholder: SupplementaryContentDescription())
        for item in try object["boundarySupplementaryItems"]?.array() ?? [] {
            try collector.add(try supplementary(item), kind: item, at: item.path)
        }
        if let group = object["group"] { try collectGroupSupplementaries(group, into: &collector) }
        content.supplementaries = collector.byKind
        var decorations = KindContent(placeholder: DecorationContentDescription())
        for item in try object["decorationItems"]?.array() ?? [] {
            try decorations.add(try decoration(item), kind: item, at: item.path)
        }
        content.decorations = decorations.byKind
        return content
    }

    /// The content of the layout-wide boundary items of a compositional `configuration`.
    static func layoutSupplementaries(_ configuration: JSONReader) throws(LayoutError) -> [String: SupplementaryContentDescription] {
        var collector = KindContent(placeholder: SupplementaryContentDescription())
        for item in try configuration.members()["boundarySupplementaryItems"]?.array() ?? [] {
            try collector.add(try supplementary(item), kind: item, at: item.path)
        }
        return collector.byKind
    }

    /// The content of a flow section: its `cells`, `headerTitle` and `footerTitle`.
    static func flowSection(_ reader: JSONReader) throws(LayoutError) -> SectionContentDescription {
        let object = try reader.members()
        var content = SectionContentDescription()
        if let r = object["cells"] { content.cells = try cells(r) }
        if let r = object["headerTitle"] { content.supplementaries[FlowSolver.headerKind] = .init(title: try template(r)) }
        if let r = object["footerTitle"] { content.supplementaries[FlowSolver.footerKind] = .init(title: try template(r)) }
        return content
    }

    private static func collectGroupSupplementaries(_ reader: JSONReader,
                                                    into collector: inout KindContent<SupplementaryContentDescription>) throws(LayoutError) {
        let object = try reader.members()
        for item in try object["supplementaryItems"]?.array() ?? [] {
            try collector.add(try supplementary(item), kind: item, at: item.path)
        }
        for key in ["subitem", "repeatingSubitem"] {
            if let nested = object[key] { try collectGroupSupplementaries(nested, into: &collector) }
        }
        for nested in try object["subitems"]?.array() ?? [] { try collectGroupSupplementaries(nested, into: &collector) }
    }

    static func cells(_ reader: JSONReader) throws(LayoutError) -> CellContentDescription {
        let object = try reader.object(allowing: cellKeys)
        var cells = CellContentDescription()
        if let r = object["title"] { cells.title = try template(r) }
        if let r = object["titles"] {
            let elements = try r.array()
            guard !elements.isEmpty else { throw r.fail("expected at least one title; leave the key out to show each item's index") }
            for element in elements { cells.titles.append(try element.string()) }
        }
        if let r = object["subtitle"] { cells.subtitle = try template(r) }
        if let r = object["color"] { cells.color = try color(r) }
        if let r = object["textColor"] { cells.textColor = try color(r) }
        if let r = object["style"] { cells.style = try r.oneOf(CellStyle.allCases.map { ($0.rawValue, $0) }) }
        if let r = object["accessory"] { cells.accessory = try r.oneOf(CellAccessory.allCases.map { ($0.rawValue, $0) }) }
        if let r = object["value"] { cells.value = try template(r) }
        return cells
    }

    /// `title`, `color` and `textColor` of a boundary or supplementary item.
    static func supplementary(_ reader: JSONReader) throws(LayoutError) -> SupplementaryContentDescription {
        let object = try reader.members()
        return SupplementaryContentDescription(title: try object["title"].map(template), color: try object["color"].map(color),
                                               textColor: try object["textColor"].map(color))
    }

    /// `color` and `cornerRadius` of a decoration item.
    static func decoration(_ reader: JSONReader) throws(LayoutError) -> DecorationContentDescription {
        let object = try reader.members()
        var radius: Double?
        if let r = object["cornerRadius"] {
            let value = try r.nonNegativeNumber()
            guard value <= LayoutLimits.maximumLength else { throw r.fail("expected a number from 0 to 1e15, got \(NumberFormat.string(value))") }
            radius = value
        }
        return DecorationContentDescription(color: try object["color"].map(color), cornerRadius: radius)
    }

    static func template(_ reader: JSONReader) throws(LayoutError) -> ContentTemplate {
        ContentTemplate(try reader.string())
    }

    static func color(_ reader: JSONReader) throws(LayoutError) -> ContentColor {
        let text = try reader.string()
        guard let color = ContentColor(hex: text) else {
            throw reader.fail("expected a colour written #RRGGBB or #RRGGBBAA in hexadecimal, got \"\(text)\"")
        }
        return color
    }
}
