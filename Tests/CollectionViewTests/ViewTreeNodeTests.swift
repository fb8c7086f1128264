import CollectionLayout
import CollectionView
import Testing

/// Where a view tree's nodes are on screen, as a UX check finds a view under a point.
@Suite struct ViewTreeNodeTests {
    @Test("a scroll view's subviews are placed by its bounds' origin, so a scrolled one's are moved up by the scroll")
    func scrolledSubviews() {
        var scrollView = ViewTreeNode(className: "UIScrollView", frame: Rect(x: 0, y: 100, width: 320, height: 400),
                                      subviews: [ViewTreeNode(className: "UILabel", frame: Rect(x: 16, y: 250, width: 200, height: 44), text: "Terms")])
        scrollView.boundsOrigin = Point(x: 0, y: 120)
        let root = ViewTreeNode(className: "UIView", frame: Rect(x: 0, y: 0, width: 320, height: 568), subviews: [scrollView])
        let placed = root.flattened()
        #expect(placed.map(\.frame) == [Rect(x: 0, y: 0, width: 320, height: 568), Rect(x: 0, y: 100, width: 320, height: 400),
                                        Rect(x: 16, y: 230, width: 200, height: 44)])
    }

    @Test("replaceFirst changes the first matching node, parents first, and says whether one matched")
    func replaceFirst() {
        var root = ViewTreeNode(className: "UIView", frame: .zero, subviews: [
            ViewTreeNode(className: "UILabel", frame: .zero, text: "A"), ViewTreeNode(className: "UILabel", frame: .zero, text: "B"),
        ])
        #expect(root.replaceFirst(where: { $0.className == "UILabel" }) { $0.text = "changed" })
        #expect(root.subviews.map(\.text) == ["changed", "B"])
        #expect(!root.replaceFirst(where: { $0.className == "UISwitch" }) { $0.text = "never" })
    }
}
