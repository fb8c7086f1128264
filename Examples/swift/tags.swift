// A tag cloud as iOS apps write one: a UICollectionViewFlowLayout subclass that takes the flow
// layout's attributes from super and moves each line's items to the leading edge, instead of
// spreading them across the line. `xcollection --swift Examples/swift/tags.swift` shows it.
import UIKitCompat

final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var leftMargin = sectionInset.left
        var lineTop: CGFloat = -1
        return attributes.map { original in
            guard original.representedElementCategory == .cell,
                  let copy = original.copy() as? UICollectionViewLayoutAttributes else { return original }
            if copy.frame.origin.y > lineTop {
                leftMargin = sectionInset.left
                lineTop = copy.frame.origin.y
            }
            copy.frame.origin.x = leftMargin
            leftMargin += copy.frame.width + minimumInteritemSpacing
            return copy
        }
    }
}

let tags = ["swift", "ios", "uikit", "collection view", "layout", "flow", "compositional", "linux",
            "x11", "snapshot testing", "diffable", "auto layout", "dark mode", "accessibility",
            "right to left", "performance", "tags", "cloud", "waterfall", "carousel"]

final class TagSizes: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: CGFloat(tags[indexPath.item % tags.count].count) * 9 + 24, height: 32)
    }
}

@MainActor var sizes = TagSizes()

func createLayout() -> UICollectionViewLayout {
    let layout = LeftAlignedFlowLayout()
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    return layout
}

@MainActor func configure(_ collectionView: UICollectionView) {
    collectionView.delegate = sizes
}

let itemCounts = [tags.count]
