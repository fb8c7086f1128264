/// Writes what a layout file's elements show back onto the encoded layout: `cells` on a section,
/// and each kind's content on the first element of that kind in the section, which the decoder
/// reads back as the same content for every element of the kind.
enum ContentFileEncoder {
    typealias Members = [(key: String, value: JSONValue)]

    /// Adds `content` to the members of an encoded compositional section.
    static func addCompositional(_ content: SectionContentDescription, to section: inout Members) {
        // Beside the item count, where a reader looks for what the items are.
        if !content.cells.isEmpty { section.insert(("cells", cells(content.cells)), at: Swift.min(1, section.count)) }
        var pending = content.supplementaries.compactMapValues { $0.isEmpty ? nil : supplementaryMembers($0) }
        annotate(&section, arrayKey: "boundarySupplementaryItems", pending: &pending)
        if let index = section.firstIndex(where: { $0.key == "group" }) { annotateGroup(&section[index].value, pending: &pending) }
        var decorations = content.decorations.compactMapValues { $0.isEmpty ? nil : decorationMembers($0) }
        annotate(&section, arrayKey: "decorationItems", pending: &decorations)
    }

    /// Adds the content of layout-wide boundary items to the members of an encoded configuration.
    static func addLayoutSupplementaries(_ content: [String: SupplementaryContentDescription], to configuration: inout Members) {
        var pending = content.compactMapValues { $0.isEmpty ? nil : supplementaryMembers($0) }
        annotate(&configuration, arrayKey: "boundarySupplementaryItems", pending: &pending)
    }

    /// Adds `content` to the members of an encoded flow section.
    static func addFlow(_ content: SectionContentDescription, to section: inout Members) {
        if !content.cells.isEmpty { section.insert(("cells", cells(content.cells)), at: Swift.min(1, section.count)) }
        if let title = content.supplementaries[FlowSolver.headerKind]?.title { section.append(("headerTitle", .string(title.text))) }
        if let title = content.supplementaries[FlowSolver.footerKind]?.title { section.append(("footerTitle", .string(title.text))) }
    }

    static func cells(_ c: CellContentDescription) -> JSONValue {
        var members: Members = []
        if c.style != .tile { members.append(("style", .string(c.style.rawValue))) }
        if let title = c.title { members.append(("title", .string(title.text))) }
        if !c.titles.isEmpty { members.append(("titles", .array(c.titles.map { .string($0) }))) }
        if let subtitle = c.subtitle { members.append(("subtitle", .string(subtitle.text))) }
        if let color = c.color { members.append(("color", .string(color.description))) }
        if let color = c.textColor { members.append(("textColor", .string(color.description))) }
        if c.accessory != .none { members.append(("accessory", .string(c.accessory.rawValue))) }
        if let value = c.value { members.append(("value", .string(value.text))) }
        return .object(members)
    }

    static func supplementaryMembers(_ s: SupplementaryContentDescription) -> Members {
        var members: Members = []
        if let title = s.title { members.append(("title", .string(title.text))) }
        if let color = s.color { members.append(("color", .string(color.description))) }
        if let color = s.textColor { members.append(("textColor", .string(color.description))) }
        return members
    }

    static func decorationMembers(_ d: DecorationContentDescription) -> Members {
        var members: Members = []
        if let color = d.color { members.append(("color", .string(color.description))) }
        if let radius = d.cornerRadius { members.append(("cornerRadius", .number(radius))) }
        return members
    }

    /// Walks a group as the decoder does: its supplementaries, then its subitems.
    private static func annotateGroup(_ group: inout JSONValue, pending: inout [String: Members]) {
        guard !pending.isEmpty, case .object(var members) = group else { return }
        annotate(&members, arrayKey: "supplementaryItems", pending: &pending)
        for index in members.indices where ["subitem", "repeatingSubitem"].contains(members[index].key) {
            annotateGroup(&members[index].value, pending: &pending)
        }
        if let index = members.firstIndex(where: { $0.key == "subitems" }), case .array(var subitems) = members[index].value {
            for sub in subitems.indices { annotateGroup(&subitems[sub], pending: &pending) }
            members[index].value = .array(subitems)
        }
        group = .object(members)
    }

    /// Appends each pending kind's members to the first element of that kind in `members[arrayKey]`.
    private static func annotate(_ members: inout Members, arrayKey: String, pending: inout [String: Members]) {
        guard !pending.isEmpty, let index = members.firstIndex(where: { $0.key == arrayKey }),
              case .array(var elements) = members[index].value else { return }
        for element in elements.indices {
            guard case .object(var fields) = elements[element],
                  let kind = fields.first(where: { $0.key == "elementKind" }), case .string(let name) = kind.value,
                  let extra = pending.removeValue(forKey: name) else { continue }
            fields += extra
            elements[element] = .object(fields)
        }
        members[index].value = .array(elements)
    }
}
