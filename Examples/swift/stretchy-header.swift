// A stretchy header as iOS apps write one: a UICollectionViewFlowLayout subclass that asks to be
// laid out again on every scroll (shouldInvalidateLayout(forBoundsChange:)) and reads the content
// offset to move the first section's header. Pulled down past the top, the header grows to fill
// the gap; scrolled up, it shrinks to a bar that stays at the top over the content.
// `xcollection --swift Examples/swift/stretchy-header.swift` shows it: drag the content down.
import UIKitCompat

final class StretchyHeaderLayout: UICollectionViewFlowLayout {
    /// The header's height at rest, and the bar it shrinks to.
    let headerHeight: CGFloat = 240
    let collapsedHeight: CGFloat = 64

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let width = collectionView.bounds.width
        headerReferenceSize = CGSize(width: width, height: headerHeight)
        itemSize = CGSize(width: width - 32, height: 72)
        minimumLineSpacing = 12
        sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard var attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let headerPath = IndexPath(item: 0, section: 0)
        let isHeader = { (item: UICollectionViewLayoutAttributes) in
            item.representedElementKind == UICollectionView.elementKindSectionHeader && item.indexPath == headerPath
        }
        // Scrolled far enough, the header's own frame is out of the rectangle, but its bar stays.
        if !attributes.contains(where: isHeader),
           let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: headerPath) {
            attributes.append(header)
        }
        return attributes.map { isHeader($0) ? stretched($0) : $0 }
    }

    /// The header at the top of the visible area: taller when pulled down, shorter when scrolled.
    private func stretched(_ original: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView = collectionView,
              let header = original.copy() as? UICollectionViewLayoutAttributes else { return original }
        let offsetY = collectionView.contentOffset.y
        if offsetY < 0 {
            header.frame = CGRect(x: 0, y: offsetY, width: header.frame.width, height: headerHeight - offsetY)
        } else {
            let height = max(collapsedHeight, headerHeight - offsetY)
            header.frame = CGRect(x: 0, y: offsetY, width: header.frame.width, height: height)
        }
        header.zIndex = 1
        return header
    }
}

func createLayout() -> UICollectionViewLayout {
    StretchyHeaderLayout()
}

let itemCounts = [30]
