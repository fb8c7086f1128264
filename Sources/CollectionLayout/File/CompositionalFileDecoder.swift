/// Reads the compositional form of a layout file into the description values the Swift API
/// builds, refusing each fault with its JSON path.
enum CompositionalFileDecoder {
    /// More items than this in one section is refused: no screen could show a meaningful part.
    static let maximumItemsPerSection = 1_000_000_000_000
    static let maximumSections = 100_000

    static func decode(_ object: JSONObjectReader) throws(LayoutError) -> CompositionalDocument {
        var configuration = CompositionalLayoutConfiguration()
        if let reader = object["configuration"] { configuration = try self.configuration(reader) }
        let sectionReaders = try object.required("sections").array()
        guard sectionReaders.count <= maximumSections else {
            throw LayoutError(path: "sections", message: "expected at most \(maximumSections) sections, got \(sectionReaders.count)")
        }
        var sections: [LayoutSection] = []
        var counts: [Int] = []
        var content: [SectionContentDescription] = []
        for reader in sectionReaders {
            let (section, count) = try self.section(reader)
            sections.append(section)
            counts.append(count)
            content.append(try ContentFileDecoder.compositionalSection(reader))
        }
        let layoutContent = try object["configuration"].map(ContentFileDecoder.layoutSupplementaries) ?? [:]
        let document = CompositionalDocument(configuration: configuration, sections: sections, itemCounts: counts,
                                             content: LayoutContentDescription(sections: content, layoutSupplementaries: layoutContent))
        try DescriptionValidator.validate(configuration)
        for (index, section) in sections.enumerated() { try DescriptionValidator.validate(section, path: "sections[\(index)]") }
        return document
    }

    static func configuration(_ reader: JSONReader) throws(LayoutError) -> CompositionalLayoutConfiguration {
        let object = try reader.object(allowing: ["scrollDirection", "interSectionSpacing", "boundarySupplementaryItems"])
        var configuration = CompositionalLayoutConfiguration()
        if let r = object["scrollDirection"] { configuration.scrollDirection = try r.oneOf([("vertical", .vertical), ("horizontal", .horizontal)]) }
        if let r = object["interSectionSpacing"] { configuration.interSectionSpacing = try r.nonNegativeNumber() }
        if let r = object["boundarySupplementaryItems"] { configuration.boundarySupplementaryItems = try r.array().map(boundary) }
        return configuration
    }

    static func section(_ reader: JSONReader) throws(LayoutError) -> (LayoutSection, Int) {
        if case .object(let members) = reader.value, members.contains(where: { $0.key == "list" }) {
            return try ListFileDecoder.section(reader)
        }
        let object = try reader.object(allowing: ["items", "group", "contentInsets", "contentInsetsReference", "interGroupSpacing",
                                                  "orthogonalScrollingBehavior", "boundarySupplementaryItems", "decorationItems",
                                                  "supplementariesFollowContentInsets", "cells", VisibleItemsEffectFile.key])
        let count = try object.required("items").integer(in: 0...maximumItemsPerSection)
        let groupReader = try object.required("group")
        guard case .group(let group) = try subitem(groupReader) else {
            throw groupReader.fail("expected a group (an object with the key \"group\")")
        }
        var section = LayoutSection(group: group)
        if let r = object["contentInsets"] { section.contentInsets = try insets(r) }
        if let r = object["contentInsetsReference"] {
            section.contentInsetsReference = try r.oneOf(ContentInsetsReference.allCases.map { ($0.rawValue, $0) })
        }
        if let r = object["interGroupSpacing"] { section.interGroupSpacing = try r.nonNegativeNumber() }
        if let r = object["orthogonalScrollingBehavior"] {
            section.orthogonalScrollingBehavior = try r.oneOf(OrthogonalScrollingBehavior.allCases.map { ($0.rawValue, $0) })
        }
        if let r = object["boundarySupplementaryItems"] { section.boundarySupplementaryItems = try r.array().map(boundary) }
        if let r = object["decorationItems"] { section.decorationItems = try r.array().map(decoration) }
        if let r = object["supplementariesFollowContentInsets"] { section.supplementariesFollowContentInsets = try r.bool() }
        if let r = object[VisibleItemsEffectFile.key] {
            section.visibleItemsInvalidationHandler = VisibleItemsInvalidationHandler(effect: try VisibleItemsEffectFile.effect(r))
        }
        return (section, count)
    }

    static let itemKeys: Set<String> = ["size", "contentInsets", "edgeSpacing", "supplementaryItems"]
    static let groupKeys = itemKeys.union(["group", "subitems", "subitem", "repeatingSubitem", "count", "interItemSpacing", "customItems"])

    /// An item, or a group when the object has the key `group`.
    static func subitem(_ reader: JSONReader) throws(LayoutError) -> LayoutSubitem {
        guard case .object(let members) = reader.value else { throw reader.fail("expected an item or a group object, got \(reader.value.typeName)") }
        if members.contains(where: { $0.key == "group" }) { return .group(try group(reader)) }
        let object = try reader.object(allowing: itemKeys)
        var item = LayoutItem(layoutSize: try size(try object.required("size")))
        try readCommon(object, contentInsets: &item.contentInsets, edgeSpacing: &item.edgeSpacing, supplementaryItems: &item.supplementaryItems)
        return .item(item)
    }

    private static func readCommon(_ object: JSONObjectReader, contentInsets: inout DirectionalEdgeInsets,
                                   edgeSpacing: inout LayoutEdgeSpacing?, supplementaryItems: inout [LayoutSupplementaryItem]) throws(LayoutError) {
        if let r = object["contentInsets"] { contentInsets = try insets(r) }
        if let r = object["edgeSpacing"] { edgeSpacing = try self.edgeSpacing(r) }
        if let r = object["supplementaryItems"] { supplementaryItems = try r.array().map(supplementary) }
    }

    static func group(_ reader: JSONReader) throws(LayoutError) -> LayoutGroup {
        let object = try reader.object(allowing: groupKeys)
        let layoutSize = try size(try object.required("size"))
        let kind = try object.required("group").oneOf([("horizontal", 0), ("vertical", 1), ("custom", 2)])
        let forms = ["subitems", "subitem", "repeatingSubitem", "customItems"].filter(object.has)
        var group: LayoutGroup
        if kind == 2 {
            guard forms == ["customItems"] else {
                throw reader.fail("a custom group takes \"customItems\" and no \(forms.filter { $0 != "customItems" }.map { "\"\($0)\"" }.joined(separator: " or "))")
            }
            if object.has("count") { throw try object.required("count").fail("\"count\" goes with \"subitem\" or \"repeatingSubitem\"") }
            group = .custom(layoutSize: layoutSize, items: try object.required("customItems").array().map(customItem))
        } else {
            guard forms.count == 1, forms[0] != "customItems" else {
                throw reader.fail("a \(kind == 0 ? "horizontal" : "vertical") group takes exactly one of \"subitems\", \"subitem\" with \"count\", or \"repeatingSubitem\" with \"count\"")
            }
            let arrangement: GroupArrangement = kind == 0 ? .horizontal : .vertical
            switch forms[0] {
            case "subitems":
                if object.has("count") { throw try object.required("count").fail("\"count\" goes with \"subitem\" or \"repeatingSubitem\"") }
                let subitems = try object.required("subitems").array().map(subitem)
                guard !subitems.isEmpty else { throw try object.required("subitems").fail("a group needs at least one subitem") }
                group = LayoutGroup(layoutSize: layoutSize, arrangement: arrangement, subitems: subitems, subitemCount: .fill)
            default:
                let count = try object.required("count").integer(in: 1...LinePlacement.maximumItemsPerGroup)
                let sub = try subitem(try object.required(forms[0]))
                group = LayoutGroup(layoutSize: layoutSize, arrangement: arrangement, subitems: [sub],
                                    subitemCount: forms[0] == "subitem" ? .count(count) : .repeating(count))
            }
        }
        try readCommon(object, contentInsets: &group.contentInsets, edgeSpacing: &group.edgeSpacing, supplementaryItems: &group.supplementaryItems)
        if let r = object["interItemSpacing"] { group.interItemSpacing = try spacing(r) }
        return group
    }

    static func customItem(_ reader: JSONReader) throws(LayoutError) -> LayoutGroupCustomItem {
        let object = try reader.object(allowing: ["frame", "zIndex"])
        let frameReader = try object.required("frame")
        let f = try frameReader.numbers(count: 4)
        guard f[2] >= 0, f[3] >= 0 else { throw frameReader.fail("expected a width and height of 0 or more, got \(NumberFormat.string(f[2])) and \(NumberFormat.string(f[3]))") }
        let zIndex = try object["zIndex"]?.integer(in: -1_000_000...1_000_000) ?? 0
        return LayoutGroupCustomItem(frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]), zIndex: zIndex)
    }

    static func size(_ reader: JSONReader) throws(LayoutError) -> LayoutSize {
        let object = try reader.object(allowing: ["width", "height"])
        return LayoutSize(widthDimension: try dimension(try object.required("width")),
                          heightDimension: try dimension(try object.required("height")))
    }

    /// `name(number)`, the way the Swift call is written; the number may be a fraction (`1/3`).
    private static func call(_ reader: JSONReader, names: [String]) throws(LayoutError) -> (String, Double) {
        let text = try reader.string()
        let expected = names.map { "\($0)(n)" }.joined(separator: ", ")
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
            throw reader.fail("expected one of \(expected), got \"\(text)\"")
        }
        let name = String(text[..<open])
        let argument = String(text[text.index(after: open)..<text.index(before: text.endIndex)]).trimmingSpaces
        guard names.contains(name) else { throw reader.fail("unknown value \"\(text)\"; expected one of \(expected)") }
        let value = try CallArgument.value(argument, inside: name, at: reader)
        guard value >= 0 else { throw reader.fail("expected a number of 0 or more in \(name)(…), got \(NumberFormat.string(value))") }
        return (name, value)
    }

    static func dimension(_ reader: JSONReader) throws(LayoutError) -> LayoutDimension {
        let (name, value) = try call(reader, names: ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"])
        switch name {
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "absolute": return .absolute(value)
        case "estimated": return .estimated(value)
        default: return .uniformAcrossSiblings(estimate: value)
        }
    }

    static func spacing(_ reader: JSONReader) throws(LayoutError) -> LayoutSpacing {
        let (name, value) = try call(reader, names: ["fixed", "flexible"])
        return name == "fixed" ? .fixed(value) : .flexible(value)
    }

    static func insets(_ reader: JSONReader) throws(LayoutError) -> DirectionalEdgeInsets {
        let object = try reader.object(allowing: ["top", "leading", "bottom", "trailing"])
        return DirectionalEdgeInsets(top: try object["top"]?.nonNegativeNumber() ?? 0,
                                     leading: try object["leading"]?.nonNegativeNumber() ?? 0,
                                     bottom: try object["bottom"]?.nonNegativeNumber() ?? 0,
                                     trailing: try object["trailing"]?.nonNegativeNumber() ?? 0)
    }

    static func edgeSpacing(_ reader: JSONReader) throws(LayoutError) -> LayoutEdgeSpacing {
        let object = try reader.object(allowing: ["leading", "top", "trailing", "bottom"])
        return LayoutEdgeSpacing(leading: try object["leading"].map(spacing), top: try object["top"].map(spacing),
                                 trailing: try object["trailing"].map(spacing), bottom: try object["bottom"].map(spacing))
    }

    static func point(_ reader: JSONReader) throws(LayoutError) -> Point {
        let values = try reader.numbers(count: 2)
        return Point(x: values[0], y: values[1])
    }

    static func anchor(_ reader: JSONReader) throws(LayoutError) -> LayoutAnchor {
        let object = try reader.object(allowing: ["edges", "fractionalOffset", "absoluteOffset"])
        let edgesReader = try object.required("edges")
        var edges: DirectionalRectEdge = []
        let names: [(String, DirectionalRectEdge)] = [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)]
        for edge in try edgesReader.array() {
            let value = try edge.oneOf(names)
            guard !edges.contains(value) else { throw edge.fail("the edge \"\(try edge.string())\" is listed twice") }
            edges.insert(value)
        }
        guard !edges.isEmpty else { throw edgesReader.fail("expected at least one edge") }
        switch (object["fractionalOffset"], object["absoluteOffset"]) {
        case (let f?, nil): return LayoutAnchor(edges: edges, fractionalOffset: try point(f))
        case (nil, let a?): return LayoutAnchor(edges: edges, absoluteOffset: try point(a))
        case (nil, nil): return LayoutAnchor(edges: edges)
        default: throw reader.fail("an anchor takes \"fractionalOffset\" or \"absoluteOffset\", not both")
        }
    }

    private static func zIndex(_ object: JSONObjectReader) throws(LayoutError) -> Int? {
        try object["zIndex"]?.integer(in: -1_000_000...1_000_000)
    }

    static func supplementary(_ reader: JSONReader) throws(LayoutError) -> LayoutSupplementaryItem {
        let object = try reader.object(allowing: Set(["elementKind", "size", "containerAnchor", "itemAnchor", "zIndex"]).union(ContentFileDecoder.supplementaryKeys))
        let kind = try object.required("elementKind").string()
        let size = try size(try object.required("size"))
        let container = try anchor(try object.required("containerAnchor"))
        var item = if let itemAnchor = object["itemAnchor"] {
            LayoutSupplementaryItem(layoutSize: size, elementKind: kind, containerAnchor: container, itemAnchor: try anchor(itemAnchor))
        } else {
            LayoutSupplementaryItem(layoutSize: size, elementKind: kind, containerAnchor: container)
        }
        if let z = try zIndex(object) { item.zIndex = z }
        return item
    }

    static func boundary(_ reader: JSONReader) throws(LayoutError) -> LayoutBoundarySupplementaryItem {
        let object = try reader.object(allowing: Set(["elementKind", "size", "alignment", "offset", "pinToVisibleBounds", "extendsBoundary", "zIndex"])
            .union(ContentFileDecoder.supplementaryKeys))
        var item = LayoutBoundarySupplementaryItem(
            layoutSize: try size(try object.required("size")), elementKind: try object.required("elementKind").string(),
            alignment: try object.required("alignment").oneOf(RectAlignment.allCases.map { ($0.rawValue, $0) }),
            absoluteOffset: try object["offset"].map(point) ?? .zero)
        if let r = object["pinToVisibleBounds"] { item.pinToVisibleBounds = try r.bool() }
        if let r = object["extendsBoundary"] { item.extendsBoundary = try r.bool() }
        if let z = try zIndex(object) { item.zIndex = z }
        return item
    }

    static func decoration(_ reader: JSONReader) throws(LayoutError) -> LayoutDecorationItem {
        let object = try reader.object(allowing: Set(["elementKind", "contentInsets", "zIndex"]).union(ContentFileDecoder.decorationKeys))
        var item = LayoutDecorationItem.background(elementKind: try object.required("elementKind").string())
        if let r = object["contentInsets"] { item.contentInsets = try insets(r) }
        if let z = try zIndex(object) { item.zIndex = z }
        return item
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
