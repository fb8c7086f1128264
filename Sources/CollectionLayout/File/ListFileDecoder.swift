/// Reads a layout file's `"list"` section: `{ "items": n, "list": { "appearance": … }, "cells"?, "headerTitle"?, "footerTitle"? }`.
enum ListFileDecoder {
    static let sectionKeys: Set<String> = ["items", "list", "cells", "headerTitle", "footerTitle"]
    static let listKeys: Set<String> = ["appearance", "headerMode", "footerMode", "showsSeparators", "backgroundColor", "headerTopPadding",
                                          "separatorLeadingOffset"]

    static func section(_ reader: JSONReader) throws(LayoutError) -> (LayoutSection, Int) {
        let object = try reader.object(allowing: sectionKeys)
        let count = try object.required("items").integer(in: 0...CompositionalFileDecoder.maximumItemsPerSection)
        let configuration = try self.configuration(try object.required("list"))
        if configuration.headerMode != .supplementary, let r = object["headerTitle"] {
            throw r.fail("a header title needs \"headerMode\": \"supplementary\" in \"list\"")
        }
        if configuration.footerMode != .supplementary, let r = object["footerTitle"] {
            throw r.fail("a footer title needs \"footerMode\": \"supplementary\" in \"list\"")
        }
        return (LayoutSection.list(using: configuration), count)
    }

    static func configuration(_ reader: JSONReader) throws(LayoutError) -> ListConfiguration {
        let object = try reader.object(allowing: listKeys)
        var configuration = ListConfiguration(appearance: try object.required("appearance").oneOf(ListAppearance.allCases.map { ($0.rawValue, $0) }))
        if let r = object["headerMode"] { configuration.headerMode = try r.oneOf(ListHeaderMode.allCases.map { ($0.rawValue, $0) }) }
        if let r = object["footerMode"] { configuration.footerMode = try r.oneOf(ListFooterMode.allCases.map { ($0.rawValue, $0) }) }
        if let r = object["showsSeparators"] { configuration.showsSeparators = try r.bool() }
        if let r = object["backgroundColor"] { configuration.backgroundColor = try ContentFileDecoder.color(r) }
        if let r = object["headerTopPadding"] {
            let value = try r.nonNegativeNumber()
            guard value <= LayoutLimits.maximumLength else { throw r.fail("expected a number from 0 to 1e15, got \(NumberFormat.string(value))") }
            configuration.headerTopPadding = value
        }
        if let r = object["separatorLeadingOffset"] {
            let value = try r.nonNegativeNumber()
            guard value <= LayoutLimits.maximumLength else { throw r.fail("expected a number from 0 to 1e15, got \(NumberFormat.string(value))") }
            configuration.separatorLeadingOffset = value
        }
        return configuration
    }
}
