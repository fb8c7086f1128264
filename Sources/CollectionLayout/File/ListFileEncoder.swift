/// Writes a list section in the layout file form; keys at their defaults are left out.
enum ListFileEncoder {
    typealias Members = [(key: String, value: JSONValue)]

    static func section(_ configuration: ListConfiguration, items: Int, content: SectionContentDescription) -> JSONValue {
        var members: Members = [("items", .number(Double(items))), ("list", .object(self.configuration(configuration)))]
        if !content.cells.isEmpty { members.append(("cells", ContentFileEncoder.cells(content.cells))) }
        if configuration.headerMode == .supplementary, let title = content.supplementaries[configuration.headerElementKind]?.title {
            members.append(("headerTitle", .string(title.text)))
        }
        if configuration.footerMode == .supplementary, let title = content.supplementaries[configuration.footerElementKind]?.title {
            members.append(("footerTitle", .string(title.text)))
        }
        return .object(members)
    }

    static func configuration(_ c: ListConfiguration) -> Members {
        var members: Members = [("appearance", .string(c.appearance.rawValue))]
        if c.headerMode != .none { members.append(("headerMode", .string(c.headerMode.rawValue))) }
        if c.footerMode != .none { members.append(("footerMode", .string(c.footerMode.rawValue))) }
        if c.showsSeparators != ListConfiguration(appearance: c.appearance).showsSeparators {
            members.append(("showsSeparators", .bool(c.showsSeparators)))
        }
        if let color = c.backgroundColor { members.append(("backgroundColor", .string(color.description))) }
        if c.separatorLeadingOffset != 0 { members.append(("separatorLeadingOffset", .number(c.separatorLeadingOffset))) }
        if let padding = c.headerTopPadding { members.append(("headerTopPadding", .number(padding))) }
        return members
    }
}
