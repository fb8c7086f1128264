/// A flow layout as a layout file holds it. The flow layout itself is the next piece of work;
/// until then a flow file is refused with a clear message rather than misread.
public struct FlowLayoutDocument: Hashable, Sendable {
    static func decode(_ object: JSONObjectReader) throws(LayoutError) -> FlowLayoutDocument {
        throw LayoutError(path: "kind", message: "flow layouts are not supported yet")
    }

    func encoded() -> [(key: String, value: JSONValue)] { [] }

    func solve(container: Size) throws(LayoutError) -> any SolvedCollectionLayout {
        throw LayoutError(path: "kind", message: "flow layouts are not supported yet")
    }
}
