// A custom layout as iOS apps write one: a subclass of UICollectionViewLayout that computes every
// item's attributes in prepare(), caches them, and answers rectangle queries from the cache.
// `xcollection --swift Examples/swift/waterfall.swift` shows it; at --size 1024x768 (an iPad's
// size) it has four columns.
import UIKitCompat

/// A Pinterest-style layout: items of varied heights in columns, each placed in the shortest.
final class WaterfallLayout: UICollectionViewLayout {
    var numberOfColumns = 2
    var cellPadding: CGFloat = 6
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        cache.removeAll()
        contentHeight = 0
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return }
        let columnWidth = contentWidth / CGFloat(numberOfColumns)
        let xOffset = (0..<numberOfColumns).map { CGFloat($0) * columnWidth }
        var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let column = yOffset.firstIndex(of: yOffset.min() ?? 0) ?? 0
            let photoHeight = CGFloat(80 + (item * 37) % 120)
            let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: photoHeight)
            let insetFrame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = insetFrame
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] += photoHeight
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath.item]
    }
}

func createLayout() -> UICollectionViewLayout {
    let layout = WaterfallLayout()
    if UIDevice.current.userInterfaceIdiom == .pad { layout.numberOfColumns = 4 }
    return layout
}

let itemCounts = [40]
