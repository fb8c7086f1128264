import CollectionLayout

/// What a collection view's node adds in `--dump-views`: its content offset, adjusted content
/// inset (top, left, bottom, right), content size, and the elements on screen, each with its
/// cell's view tree where the cell is built from views (`../shared/spec/swift-api.md`, round four).
public enum ScrollMembers {
    /// The members, as JSON text to follow a comma, of `layout` scrolled to `offsets`; `views`
    /// gives an element's view tree.
    public static func json(of layout: any SolvedCollectionLayout, offsets: ScrollOffsets, adjustedContentInset: [Double],
                            views: (LayoutAttributes) -> ViewTreeNode?) -> String {
        let axis = layout.scrollDirection.axis
        let offset = axis == .vertical ? [0, offsets.main] : [offsets.main, 0]
        let shown = Rect(origin: .zero, size: layout.containerSize).offset(along: axis, by: offsets.main)
        var elements: [String] = []
        layout.forEachElement(offsets: offsets) { element in
            guard element.frame.intersects(shown) else { return }
            var out = "{\"category\": \"\(element.category.rawValue)\", "
            if let kind = element.elementKind { out += "\"kind\": \(JSONWriter.escaped(kind)), " }
            out += "\"section\": \(element.indexPath.section), \"item\": \(element.indexPath.item), \"frame\": "
            out += numbers([element.frame.minX, element.frame.minY, element.frame.width, element.frame.height])
            if let node = views(element) { out += ", \"views\": " + node.json }
            elements.append(out + "}")
        }
        return "\"contentOffset\": " + numbers(offset) + ", \"adjustedContentInset\": " + numbers(adjustedContentInset)
            + ", \"contentSize\": " + numbers([layout.contentSize.width, layout.contentSize.height])
            + ", \"elements\": [" + elements.joined(separator: ", ") + "]"
    }

    static func numbers(_ values: [Double]) -> String {
        "[" + values.map(NumberFormat.string).joined(separator: ", ") + "]"
    }
}
