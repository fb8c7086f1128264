import CollectionLayout
import CollectionView

/// What a nested scroll view's engine tells the view it scrolls: a tap on an item selects it
/// through the collection view's delegate, and drags reach the scroll view's delegate, as UIKit
/// tells them. It draws nothing: the views around the scroll view are the screen's.
final class NestedScrollerChrome: ScreenChrome {
    weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    func barInsets(on host: LayoutHost) -> DirectionalEdgeInsets { .zero }

    func collectionViewFrame(on host: LayoutHost) -> Rect { Rect(origin: .zero, size: host.size) }

    func draw(on canvas: any Canvas, measurer: any TextMeasuring, host: LayoutHost, contentOffset: Point,
              adjustedInsets: (leading: Double, trailing: Double)) {}

    func viewTree(host: LayoutHost, contentOffset: Point, adjustedInsets: (leading: Double, trailing: Double),
                  collectionViewMembers members: (_ adjustedContentInset: [Double]) -> String) -> ViewTreeNode {
        ViewTreeNode(className: "UIScrollView", frame: Rect(origin: .zero, size: host.size))
    }

    var collectionViewSelection: IndexPath?? {
        guard let collectionView = scrollView as? UICollectionView else { return .none }
        return .some(collectionView.selectedItem)
    }

    func collectionViewDidSelect(_ indexPath: IndexPath) {
        (scrollView as? UICollectionView)?.clickSelect(indexPath)
    }

    func clickInCell(at indexPath: IndexPath, point: Point, time: Double?) -> Bool {
        (scrollView as? UICollectionView)?.clickControl(inCellAt: indexPath, point: point, time: time) ?? false
    }

    func goBack() -> Bool { false }

    /// The menu a right-click or a long press on an item opened, beside the item (in the scroll
    /// view's coordinates on the screen, as the engine gives them), until the screen takes it.
    private(set) var requestedMenu: (menu: UIMenu, anchor: CGRect)?

    func showContextMenu(forItemAt indexPath: IndexPath, at point: Point, itemFrame: Rect) -> Bool {
        guard let collectionView = scrollView as? UICollectionView,
              let menu = collectionView.contextMenu(forItemAt: indexPath, at: CGPoint(x: point.x + Double(collectionView.contentOffset.x),
                                                                                      y: point.y + Double(collectionView.contentOffset.y)))
        else { return false }
        requestedMenu = (menu, CGRect(x: itemFrame.minX, y: itemFrame.minY, width: itemFrame.width, height: itemFrame.height))
        return true
    }

    /// The menu opened, taken once.
    func takeRequestedMenu() -> (menu: UIMenu, anchor: CGRect)? {
        defer { requestedMenu = nil }
        return requestedMenu
    }

    var hasRequestedScroll: Bool { scrollView?.pendingScroll != nil }

    func takeRequestedScroll() -> RequestedScroll? { scrollView?.takePendingScroll() }

    func collectionViewDidEndScrollingAnimation() {
        scrollView?.noteDidEndScrollingAnimation()
    }

    func click(at point: Point, host: LayoutHost, time: Double?) -> Bool { false }

    func collectionViewWillBeginDragging(contentOffset: Point) {
        scrollView?.noteWillBeginDragging(at: contentOffset)
    }

    func collectionViewWillEndDragging(contentOffset: Point, velocity: Point, target: Point) -> Point {
        scrollView?.noteWillEndDragging(at: contentOffset, velocity: velocity, target: target) ?? target
    }

    func collectionViewDidEndDragging(contentOffset: Point, willDecelerate: Bool) {
        scrollView?.noteDidEndDragging(willDecelerate: willDecelerate)
    }

    func collectionViewDidEndDecelerating(contentOffset: Point) {
        scrollView?.noteDidEndDecelerating(at: contentOffset)
    }
}
