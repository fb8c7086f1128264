import CollectionLayout
import CollectionView

/// `--dump-views` of a screen: `{"screen": NODE}`, the root controller's view tree, its
/// collection view's node carrying the scroll state and the elements on screen, each with its
/// cell's view tree (`../shared/spec/swift-api.md`, round four).
enum ScreenDump {
    static func json(_ screen: any ScreenChrome, dumped: any SolvedCollectionLayout, host: LayoutHost, offsets: ScrollOffsets,
                     views: [ElementIdentity: ViewTreeNode]) -> String {
        let axis = dumped.scrollDirection.axis
        let offset = axis == .vertical ? Point(x: 0, y: offsets.main) : Point(x: offsets.main, y: 0)
        let shown = Rect(origin: .zero, size: dumped.containerSize).offset(along: axis, by: offsets.main)
        let tree = screen.viewTree(host: host, contentOffset: offset, adjustedInsets: (offsets.leadingInset, offsets.trailingInset)) { inset in
            var elements: [String] = []
            dumped.forEachElement(offsets: offsets) { element in
                guard element.frame.intersects(shown) else { return }
                var out = "{\"category\": \"\(element.category.rawValue)\", "
                if let kind = element.elementKind { out += "\"kind\": \(JSONWriter.escaped(kind)), " }
                out += "\"section\": \(element.indexPath.section), \"item\": \(element.indexPath.item), \"frame\": "
                out += numbers([element.frame.minX, element.frame.minY, element.frame.width, element.frame.height])
                if let node = views[ElementIdentity(element)] { out += ", \"views\": " + node.json }
                elements.append(out + "}")
            }
            return "\"contentOffset\": " + numbers([offset.x, offset.y]) + ", \"adjustedContentInset\": " + numbers(inset)
                + ", \"contentSize\": " + numbers([dumped.contentSize.width, dumped.contentSize.height]) + ", \"elements\": [" + elements.joined(separator: ", ") + "]"
        }
        return "{\"screen\": " + tree.json + "}"
    }

    private static func numbers(_ values: [Double]) -> String {
        "[" + values.map(NumberFormat.string).joined(separator: ", ") + "]"
    }
}
