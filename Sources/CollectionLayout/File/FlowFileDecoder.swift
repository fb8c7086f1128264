/// Reads the flow form of a layout file (`"kind": "flow"`) into a `FlowLayout` and its
/// sections, refusing each fault with its JSON path.
enum FlowFileDecoder {
    static let flowKeys: Set<String> = [
        "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
        "sectionInset", "sectionInsetReference", "headerReferenceSize", "footerReferenceSize",
        "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
    ]
    static let sectionKeys: Set<String> = [
        "items", "itemSizes", "sectionInset", "minimumLineSpacing", "minimumInteritemSpacing",
        "headerReferenceSize", "footerReferenceSize", "cells", "headerTitle", "footerTitle",
    ]

    static func decode(_ object: JSONObjectReader) throws(LayoutError) -> FlowLayoutDocument {
        var layout = FlowLayout()
        if let reader = object["flow"] { layout = try flow(reader) }
        let sectionsReader = try object.required("sections")
        let readers = try sectionsReader.array()
        guard readers.count <= CompositionalFileDecoder.maximumSections else {
            throw sectionsReader.fail("expected at most \(CompositionalFileDecoder.maximumSections) sections, got \(readers.count)")
        }
        var sections: [FlowSection] = []
        var content: [SectionContentDescription] = []
        for reader in readers {
            sections.append(try section(reader))
            content.append(try ContentFileDecoder.flowSection(reader))
        }
        return FlowLayoutDocument(layout: layout, sections: sections, content: LayoutContentDescription(sections: content))
    }

    static func flow(_ reader: JSONReader) throws(LayoutError) -> FlowLayout {
        let object = try reader.object(allowing: flowKeys)
        var layout = FlowLayout()
        if let r = object["scrollDirection"] { layout.scrollDirection = try r.oneOf([("vertical", .vertical), ("horizontal", .horizontal)]) }
        if let r = object["itemSize"] { layout.itemSize = try size(r) }
        if let r = object["estimatedItemSize"] { layout.estimatedItemSize = try size(r) }
        if let r = object["minimumLineSpacing"] { layout.minimumLineSpacing = try r.nonNegativeNumber() }
        if let r = object["minimumInteritemSpacing"] { layout.minimumInteritemSpacing = try r.nonNegativeNumber() }
        if let r = object["sectionInset"] { layout.sectionInset = try insets(r) }
        if let r = object["sectionInsetReference"] { layout.sectionInsetReference = try r.oneOf(SectionInsetReference.allCases.map { ($0.rawValue, $0) }) }
        if let r = object["headerReferenceSize"] { layout.headerReferenceSize = try size(r) }
        if let r = object["footerReferenceSize"] { layout.footerReferenceSize = try size(r) }
        if let r = object["sectionHeadersPinToVisibleBounds"] { layout.sectionHeadersPinToVisibleBounds = try r.bool() }
        if let r = object["sectionFootersPinToVisibleBounds"] { layout.sectionFootersPinToVisibleBounds = try r.bool() }
        return layout
    }

    static func section(_ reader: JSONReader) throws(LayoutError) -> FlowSection {
        let object = try reader.object(allowing: sectionKeys)
        let itemsReader = try object.required("items")
        var section = FlowSection(items: try itemsReader.integer(in: 0...CompositionalFileDecoder.maximumItemsPerSection))
        if let r = object["itemSizes"] {
            let elements = try r.array()
            guard !elements.isEmpty else { throw r.fail("expected at least one size; leave the key out to use itemSize") }
            for element in elements { section.itemSizes.append(try size(element)) }
        }
        if let r = object["sectionInset"] { section.sectionInset = try insets(r) }
        if let r = object["minimumLineSpacing"] { section.minimumLineSpacing = try r.nonNegativeNumber() }
        if let r = object["minimumInteritemSpacing"] { section.minimumInteritemSpacing = try r.nonNegativeNumber() }
        if let r = object["headerReferenceSize"] { section.headerReferenceSize = try size(r) }
        if let r = object["footerReferenceSize"] { section.footerReferenceSize = try size(r) }
        return section
    }

    /// `[width, height]`, each 0 or more.
    static func size(_ reader: JSONReader) throws(LayoutError) -> Size {
        let elements = try reader.array()
        guard elements.count == 2 else { throw reader.fail("expected [width, height], got \(elements.count) numbers") }
        return Size(width: try elements[0].nonNegativeNumber(), height: try elements[1].nonNegativeNumber())
    }

    /// `{ "top", "left", "bottom", "right" }`, a missing edge 0.
    static func insets(_ reader: JSONReader) throws(LayoutError) -> EdgeInsets {
        let object = try reader.object(allowing: ["top", "left", "bottom", "right"])
        return EdgeInsets(top: try object["top"]?.nonNegativeNumber() ?? 0, left: try object["left"]?.nonNegativeNumber() ?? 0,
                          bottom: try object["bottom"]?.nonNegativeNumber() ?? 0, right: try object["right"]?.nonNegativeNumber() ?? 0)
    }
}
