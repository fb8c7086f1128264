import CollectionLayout
import CollectionView

/// The screen's view tree for `--dump-views`.
extension ScreenPresentation {
    public func viewTree(host: LayoutHost, contentOffset: Point, adjustedInsets: (leading: Double, trailing: Double),
                         collectionViewMembers members: (_ adjustedContentInset: [Double]) -> String) -> ViewTreeNode {
        show(host)
        guard let collectionView else { return rootViewController.view.viewTreeNode }
        follow(collectionView, to: contentOffset, adjustedTop: adjustedInsets.leading)
        rootViewController.view.show(with: host.traits)
        rootViewController.view.layoutIfNeeded()
        let inset = collectionView.adjustedContentInset
        let shownMembers = members([inset.top, inset.left, inset.bottom, inset.right].map(Double.init))
        return Self.tree(of: rootViewController.view, replacing: collectionView, with: shownMembers)
    }

    /// `view`'s tree with `collectionView`'s node carrying `members` in place of its subviews.
    static func tree(of view: UIView, replacing collectionView: UICollectionView, with members: String) -> ViewTreeNode {
        var node = view.viewTreeNode
        if view === collectionView {
            node.subviews = []
            node.scrollMembers = members
            return node
        }
        node.subviews = view.subviews.map { tree(of: $0, replacing: collectionView, with: members) }
        return node
    }
}
