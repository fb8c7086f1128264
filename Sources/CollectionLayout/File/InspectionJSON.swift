/// Writes a `LayoutInspection` as the `"debug"` object of a layout dump
/// (`docs/layout-file.md`, "The debug key"): one list per kind of thing, one entry a line, in
/// the dump's own style and number format, so a test can read it as JSON or as lines.
enum InspectionJSON {
    /// Appends `"debug": {…}` for `inspection`, indented as a member of the dump.
    static func append(_ inspection: LayoutInspection, to buffer: inout String) {
        buffer += "  \"debug\": {\n    \"rect\": " + line(rect(inspection.rect))
        list("groups", inspection.groups.map(group), to: &buffer)
        list("items", inspection.items.map(item), to: &buffer)
        list("spacing", inspection.spacing.map(spacing), to: &buffer)
        list("sectionInsets", inspection.sectionInsets.map(sectionInsets), to: &buffer)
        list("supplementaries", inspection.supplementaries.map(supplementary), to: &buffer)
        list("orthogonal", inspection.orthogonalSections.map(orthogonal), to: &buffer)
        list("lines", inspection.lines.map(flowLine), to: &buffer)
        buffer += "\n  }"
    }

    private typealias Members = [(key: String, value: JSONValue)]

    private static func list(_ name: String, _ entries: [JSONValue], to buffer: inout String) {
        buffer += ",\n    \(JSONWriter.escaped(name)): ["
        guard !entries.isEmpty else { buffer += "]"; return }
        for (index, entry) in entries.enumerated() { buffer += (index == 0 ? "\n      " : ",\n      ") + line(entry) }
        buffer += "\n    ]"
    }

    /// `value` on one line with a space after each comma and colon, as the dump's elements read.
    private static func line(_ value: JSONValue) -> String {
        switch value {
        case .array(let elements): return "[" + elements.map(line).joined(separator: ", ") + "]"
        case .object(let members): return "{" + members.map { JSONWriter.escaped($0.key) + ": " + line($0.value) }.joined(separator: ", ") + "}"
        default: return JSONWriter.write(value, pretty: false)
        }
    }

    private static func number(_ value: Double) -> JSONValue { .number(value) }
    private static func rect(_ r: Rect) -> JSONValue { .array([r.minX, r.minY, r.width, r.height].map(number)) }
    private static func point(_ p: Point) -> JSONValue { .array([number(p.x), number(p.y)]) }
    private static func int(_ value: Int) -> JSONValue { .number(String(value)) }

    private static func group(_ g: InspectedGroup) -> JSONValue {
        .object([("section", int(g.section)), ("group", int(g.instance)), ("path", .string(g.path)), ("depth", int(g.depth)),
                 ("frame", rect(g.frame)), ("contentFrame", rect(g.contentFrame))])
    }

    private static func item(_ i: InspectedItem) -> JSONValue {
        var members: Members = [("section", int(i.indexPath.section)), ("item", int(i.indexPath.item)), ("path", .string(i.path)),
                                ("depth", int(i.depth)), ("frame", rect(i.frame)), ("contentFrame", rect(i.contentFrame))]
        if let estimated = i.estimatedFrame { members.append(("estimatedFrame", rect(estimated))) }
        return .object(members)
    }

    private static func spacing(_ s: InspectedSpacing) -> JSONValue {
        .object([("kind", .string(s.kind.rawValue)), ("section", int(s.section)), ("path", .string(s.path)),
                 ("value", number(s.value)), ("flexible", .bool(s.isFlexible)), ("frame", rect(s.frame))])
    }

    private static func sectionInsets(_ s: InspectedSectionInsets) -> JSONValue {
        let i = s.insets
        return .object([("section", int(s.section)), ("path", .string(s.path)),
                        ("insets", .object([("top", number(i.top)), ("leading", number(i.leading)),
                                            ("bottom", number(i.bottom)), ("trailing", number(i.trailing))])),
                        ("frame", rect(s.frame)), ("contentFrame", rect(s.contentFrame))])
    }

    private static func supplementary(_ s: InspectedSupplementary) -> JSONValue {
        var members: Members = [("kind", .string(s.kind)), ("section", int(s.indexPath.section)), ("item", int(s.indexPath.item)),
                                ("path", .string(s.path)), ("frame", rect(s.frame)), ("zIndex", int(s.zIndex))]
        switch s.attachment {
        case .boundary(let alignment, let isPinned, let unpinnedFrame):
            members += [("attachment", .string("boundary")), ("alignment", .string(alignment.rawValue)), ("pinned", .bool(isPinned))]
            if isPinned { members.append(("unpinnedFrame", rect(unpinnedFrame))) }
        case .item(let anchor), .group(let anchor):
            let on: String = if case .item = s.attachment { "item" } else { "group" }
            members += [("attachment", .string(on)),
                        ("anchor", .object([("containerFrame", rect(anchor.containerFrame)), ("containerPoint", point(anchor.containerPoint)),
                                            ("itemPoint", point(anchor.itemPoint)), ("offset", point(anchor.offset))]))]
        case .layout:
            members.append(("attachment", .string("layout")))
        }
        if let estimated = s.estimatedFrame { members.append(("estimatedFrame", rect(estimated))) }
        return .object(members)
    }

    private static func orthogonal(_ o: InspectedOrthogonalSection) -> JSONValue {
        .object([("section", int(o.section)), ("behavior", .string(o.behavior.rawValue)), ("strip", rect(o.strip)),
                 ("contentExtent", number(o.contentExtent)), ("offset", number(o.offset)),
                 ("offsetRange", .array([number(o.offsetRange.lowerBound), number(o.offsetRange.upperBound)])),
                 ("snapPoints", .array(o.snapPoints.map(number)))])
    }

    private static func flowLine(_ l: InspectedFlowLine) -> JSONValue {
        .object([("section", int(l.section)), ("line", int(l.line)), ("firstItem", int(l.firstItem)), ("count", int(l.count)),
                 ("frame", rect(l.frame)), ("gap", number(l.gap))])
    }
}
