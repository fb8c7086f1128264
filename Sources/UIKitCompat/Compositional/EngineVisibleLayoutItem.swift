import CollectionLayout

/// The engine's visible item seen through UIKit's protocol: every read comes from it and every
/// change goes to it, so what a UIKit handler sets is what the engine draws.
final class EngineVisibleLayoutItem: NSCollectionLayoutVisibleItem {
    let item: VisibleLayoutItem

    init(_ item: VisibleLayoutItem) {
        self.item = item
    }

    var name: String { item.representedElementKind ?? "cell" }
    var indexPath: IndexPath { item.indexPath }
    var frame: CGRect {
        CGRect(x: item.frame.minX, y: item.frame.minY, width: item.frame.width, height: item.frame.height)
    }
    var bounds: CGRect {
        CGRect(x: item.bounds.minX, y: item.bounds.minY, width: item.bounds.width, height: item.bounds.height)
    }
    var center: CGPoint {
        get { CGPoint(x: item.center.x, y: item.center.y) }
        set { item.center = Point(x: Double(newValue.x), y: Double(newValue.y)) }
    }
    var representedElementCategory: UICollectionView.ElementCategory {
        UICollectionView.ElementCategory(item.representedElementCategory)
    }
    var representedElementKind: String? { item.representedElementKind }
    var alpha: CGFloat {
        get { CGFloat(item.alpha) }
        set { item.alpha = Double(newValue) }
    }
    var transform: CGAffineTransform {
        get { CGAffineTransform(item.transform) }
        set { item.transform = newValue.transform2D }
    }
    var transform3D: CATransform3D {
        get { CATransform3D(item.transform3D) }
        set { item.transform3D = newValue.transform3D }
    }
    var zIndex: Int {
        get { item.zIndex }
        set { item.zIndex = newValue }
    }
    var isHidden: Bool {
        get { item.isHidden }
        set { item.isHidden = newValue }
    }
}
