/// A layout file: a compositional or a flow layout with its data, as `../docs/layout-file.md`
/// describes.
public struct LayoutDocument: Hashable, Sendable {
    /// Which kind of layout a file holds.
    public enum Layout: Hashable, Sendable {
        /// A compositional layout and its item counts.
        case compositional(CompositionalDocument)
        /// A flow layout and its sections.
        case flow(FlowLayoutDocument)
    }

    /// Shown in the window title.
    public var name: String?
    /// The layout the file describes.
    public var layout: Layout
    /// What shows behind and between the elements; white when nil.
    public var backgroundColor: ContentColor?

    /// A layout file named `name` holding `layout`, drawn on `backgroundColor` (white when nil).
    public init(name: String? = nil, layout: Layout, backgroundColor: ContentColor? = nil) {
        self.name = name
        self.layout = layout
        self.backgroundColor = backgroundColor
    }

    /// Keys every layout file may have, whatever its kind. `$schema` lets an editor find
    /// `docs/layout-file.schema.json`; it is read as a string and otherwise ignored.
    static let commonKeys: Set<String> = ["$schema", "name", "kind", "backgroundColor", "sections"]

    /// Reads a layout file's text; a fault is refused with its JSON path.
    public static func decode(_ text: String) throws(LayoutError) -> LayoutDocument {
        let root = JSONReader(try JSONParser.parse(text), path: "")
        guard case .object(let members) = root.value else { throw root.fail("expected an object, got \(root.value.typeName)") }
        // The kind decides which keys the rest of the document may use.
        var isFlow = false
        if let kind = members.first(where: { $0.key == "kind" }) {
            isFlow = try JSONReader(kind.value, path: "kind").oneOf([("compositional", false), ("flow", true)])
        }
        let object = try root.object(allowing: commonKeys.union([isFlow ? "flow" : "configuration"]))
        _ = try object["$schema"]?.string()
        let name = try object["name"]?.string()
        let background = try object["backgroundColor"].map(ContentFileDecoder.color)
        if isFlow {
            return LayoutDocument(name: name, layout: .flow(try FlowLayoutDocument.decode(object)), backgroundColor: background)
        }
        return LayoutDocument(name: name, layout: .compositional(try CompositionalFileDecoder.decode(object)), backgroundColor: background)
    }

    /// The layout file text for this document; decoding it gives this document back.
    public func encoded() -> String {
        var members: [(key: String, value: JSONValue)] = []
        if let name { members.append(("name", .string(name))) }
        let kind = if case .flow = layout { "flow" } else { "compositional" }
        members.append(("kind", .string(kind)))
        if let backgroundColor { members.append(("backgroundColor", .string(backgroundColor.description))) }
        switch layout {
        case .compositional(let document):
            members += CompositionalFileEncoder.encode(document)
        case .flow(let document):
            members += document.encoded()
        }
        return JSONWriter.write(.object(members)) + "\n"
    }

    /// What the file's elements show, by section and element kind.
    public var content: LayoutContentDescription {
        switch layout {
        case .compositional(let document): return document.content
        case .flow(let document): return document.content
        }
    }

    /// Item counts by section, as the file gives them.
    public var itemCounts: [Int] {
        switch layout {
        case .compositional(let document): return document.itemCounts
        case .flow(let document): return document.sections.map(\.items)
        }
    }

    /// Solves the layout for a collection view of `container` size.
    public func solve(container: Size) throws(LayoutError) -> any SolvedCollectionLayout {
        switch layout {
        case .compositional(let document):
            return try document.layout.solve(container: container, itemCounts: document.itemCounts)
        case .flow(let document):
            return try document.solve(container: container)
        }
    }
}
