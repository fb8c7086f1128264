/// Content gathered by element kind within one section. The data source tells elements apart by
/// kind and index path only, so two elements of a kind cannot show different things: the
/// second that tries is refused, rather than one silently winning.
struct KindContent<Description: Hashable & Sendable> {
    private(set) var byKind: [String: Description] = [:]
    private var places: [String: String] = [:]
    /// The look of an element a file says nothing about; not recorded.
    let placeholder: Description

    init(placeholder: Description) { self.placeholder = placeholder }

    /// Records `description` for the `elementKind` of the element `element`, found at `path`;
    /// content left at the placeholder look is not recorded.
    mutating func add(_ description: Description, kind element: JSONReader, at path: String) throws(LayoutError) {
        guard description != placeholder else { return }
        let kind = try element.members().required("elementKind").string()
        if let existing = byKind[kind] {
            guard existing == description else {
                throw LayoutError(path: path, message: "another \"\(kind)\" in this section, at \(places[kind] ?? "?"), shows other content; elements of one kind in a section show the same content")
            }
            return
        }
        byKind[kind] = description
        places[kind] = path
    }
}
