import CollectionLayout
import CollectionView

/// The screen's view tree for `--dump-views`.
extension ScreenPresentation {
    /// The root's view tree; a presented screen's view follows the root's subviews, with its
    /// frame on the screen.
    public func viewTree(host: LayoutHost, contentOffset: Point, adjustedInsets: (leading: Double, trailing: Double),
                         collectionViewMembers members: (_ adjustedContentInset: [Double]) -> String) -> ViewTreeNode {
        show(host)
        var shownMembers: String?
        if let collectionView { follow(collectionView, to: contentOffset, adjustedTop: adjustedInsets.leading) }
        // Laid out as a frame is drawn, with the screen's traits, whether or not a collection view
        // is in it: with the measurer the last frame was drawn with (the tree is what is on
        // screen), or, before any frame, the one measuring now (a dump's).
        let measurer = (layoutMeasurer as? any TextMeasuring) ?? TextMeasurement.measurer
        TextMeasurement.measuring(with: measurer) { prepareViews(measuredWith: measurer, traits: host.traits) }
        if let collectionView {
            let inset = collectionView.adjustedContentInset
            shownMembers = members([inset.top, inset.left, inset.bottom, inset.right].map(Double.init))
        }
        var node = Self.tree(of: rootViewController.view, replacing: collectionView, with: shownMembers)
        for layer in presentedLayers {
            var presented = Self.tree(of: layer.controller.view, replacing: collectionView, with: shownMembers)
            presented.frame = Rect(x: Double(layer.frame.minX), y: Double(layer.frame.minY),
                                   width: Double(layer.frame.width), height: Double(layer.frame.height))
            node.subviews.append(presented)
        }
        return node
    }

    /// `view`'s tree with `collectionView`'s node carrying `members` in place of its subviews.
    static func tree(of view: UIView, replacing collectionView: UICollectionView?, with members: String?) -> ViewTreeNode {
        var node = view.viewTreeNode
        if view === collectionView {
            node.subviews = collectionView?.refreshControlNode.map { [$0] } ?? []
            node.scrollMembers = members
            return node
        }
        node.subviews = view.subviews.map { tree(of: $0, replacing: collectionView, with: members) }
        return node
    }
}
