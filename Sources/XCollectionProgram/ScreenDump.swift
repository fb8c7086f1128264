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
        let tree = screen.viewTree(host: host, contentOffset: offset, adjustedInsets: (offsets.leadingInset, offsets.trailingInset)) { inset in
            ScrollMembers.json(of: dumped, offsets: offsets, adjustedContentInset: inset) { views[ElementIdentity($0)] }
        }
        return "{\"screen\": " + tree.json + "}"
    }
}
