// A layout no flow or compositional layout can express: the items sit on a circle in the middle
// of the view, and scrolling turns the circle instead of moving the items up the screen. A
// UICollectionViewLayout subclass as iOS apps write one: it asks to be laid out again on every
// scroll and places each item from the content offset in prepare().
// `xcollection --swift Examples/swift/circle.swift` shows it: scroll to turn the circle.
import UIKitCompat

final class CircleLayout: UICollectionViewLayout {
    /// Points of scrolling that turn the circle by one item.
    let scrollPerItem: CGFloat = 60
    let itemSize = CGSize(width: 64, height: 64)
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var itemCount = 0

    override var collectionViewContentSize: CGSize {
        guard let collectionView = collectionView else { return .zero }
        // One turn of scrolling, plus the screen the circle sits in.
        return CGSize(width: collectionView.bounds.width,
                      height: collectionView.bounds.height + CGFloat(itemCount) * scrollPerItem)
    }

    override func prepare() {
        super.prepare()
        cache.removeAll()
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return }
        itemCount = collectionView.numberOfItems(inSection: 0)
        guard itemCount > 0 else { return }
        let bounds = collectionView.bounds
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - itemSize.width * 0.75
        let step = 2 * CGFloat.pi / CGFloat(itemCount)
        let turn = collectionView.contentOffset.y / scrollPerItem * step
        for item in 0..<itemCount {
            let angle = CGFloat(item) * step - turn - CGFloat.pi / 2
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.size = itemSize
            attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            // The item at the top of the circle is drawn over its neighbours.
            attributes.zIndex = Int(100 - 100 * abs(sin((angle + CGFloat.pi / 2) / 2)))
            cache.append(attributes)
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}

func createLayout() -> UICollectionViewLayout {
    CircleLayout()
}

let itemCounts = [12]
