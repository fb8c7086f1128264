/// A flow layout as a layout file holds it: the layout's properties, and each section's item
/// count with its per-item sizes and overrides.
///
/// Two documents are equal when they write the same file: the layout's delegate is not part
/// of a document (the sections stand in for it when solving).
public struct FlowLayoutDocument: Hashable, Sendable {
    /// The flow layout's layout-wide properties.
    public var layout: FlowLayout
    /// The sections, each with its item count and overrides.
    public var sections: [FlowSection]
    /// What the cells, headers and footers show, by section.
    public var content: LayoutContentDescription

    /// A flow layout file's content; `content` is the placeholder look unless given.
    public init(layout: FlowLayout = FlowLayout(), sections: [FlowSection], content: LayoutContentDescription = .init()) {
        self.layout = layout
        self.sections = sections
        self.content = content
    }

    /// Reads the top-level object of a flow layout file (keys `name`, `kind`, `flow`, `sections`).
    static func decode(_ object: JSONObjectReader) throws(LayoutError) -> FlowLayoutDocument {
        try FlowFileDecoder.decode(object)
    }

    /// The members that follow `"kind"` in the file: `flow` (when not all defaults) and `sections`.
    func encoded() -> [(key: String, value: JSONValue)] {
        FlowFileEncoder.encode(self)
    }

    /// The layout with the sections as its delegate, as the Swift API would build it.
    public var delegatedLayout: FlowLayout {
        var layout = self.layout
        layout.delegate = FlowSectionTable(sections)
        return layout
    }

    func solve(container: Size) throws(LayoutError) -> any SolvedCollectionLayout {
        try delegatedLayout.solve(container: container, itemCounts: sections.map(\.items))
    }

    /// Whether the two documents write the same layout file.
    public static func == (lhs: FlowLayoutDocument, rhs: FlowLayoutDocument) -> Bool {
        JSONValue.object(lhs.encoded()) == JSONValue.object(rhs.encoded())
    }

    /// Hashes the layout file the document writes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(JSONValue.object(encoded()))
    }
}
