// A centre-snapping carousel as iOS apps write one: a horizontal UICollectionViewFlowLayout
// subclass whose targetContentOffset(forProposedContentOffset:withScrollingVelocity:) moves the
// resting place so the card nearest the middle stops centred. A quick flick goes on to the next
// card even when the proposal falls short of it.
// `xcollection --swift Examples/swift/snapping.swift` shows it: drag, flick or wheel it.
import UIKitCompat

final class SnappingCarouselLayout: UICollectionViewFlowLayout {
    /// A flick faster than this (points per millisecond, as UIKit passes it) always moves on.
    let flickVelocity: CGFloat = 0.3

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        scrollDirection = .horizontal
        let width = min(collectionView.bounds.width - 80, 320)
        itemSize = CGSize(width: width, height: min(collectionView.bounds.height - 120, 420))
        minimumLineSpacing = 16
        // Room before the first card and after the last, so both can stop centred.
        let side = (collectionView.bounds.width - width) / 2
        let top = (collectionView.bounds.height - itemSize.height) / 2
        sectionInset = UIEdgeInsets(top: top, left: side, bottom: top, right: side)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let width = collectionView.bounds.width
        let visible = CGRect(x: proposedContentOffset.x, y: 0, width: width, height: collectionView.bounds.height)
        guard let candidates = layoutAttributesForElements(in: visible.insetBy(dx: -width, dy: 0)) else {
            return proposedContentOffset
        }
        let cells = candidates.filter { $0.representedElementCategory == .cell }
        let proposedCenter = proposedContentOffset.x + width / 2
        let currentCenter = collectionView.contentOffset.x + width / 2
        let chosen: UICollectionViewLayoutAttributes?
        if abs(velocity.x) > flickVelocity {
            // Past the card at the middle now, in the flick's direction, to the one nearest the proposal.
            let ahead = cells.filter { velocity.x > 0 ? $0.center.x > currentCenter + 1 : $0.center.x < currentCenter - 1 }
            chosen = ahead.min { abs($0.center.x - proposedCenter) < abs($1.center.x - proposedCenter) }
        } else {
            chosen = cells.min { abs($0.center.x - proposedCenter) < abs($1.center.x - proposedCenter) }
        }
        guard let card = chosen else { return proposedContentOffset }
        return CGPoint(x: card.center.x - width / 2, y: proposedContentOffset.y)
    }
}

func createLayout() -> UICollectionViewLayout {
    SnappingCarouselLayout()
}

let itemCounts = [12]
