// A recipe book's index in columns: a flow layout subclass that sizes its items from the
// collection view in prepare(), and a configure(_:) that sets the margins and a delegate.
//   xcollection --swift Examples/swift/columns.swift --size 900x700
import UIKitCompat

/// Starters, mains, desserts.
let itemCounts = [6, 11, 7]

/// Columns at least this wide, as many as fit between the margins.
final class ColumnFlowLayout: UICollectionViewFlowLayout {
    let minimumColumnWidth: CGFloat = 160

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let available = collectionView.bounds.inset(by: collectionView.layoutMargins).width
        let columns = max(1, Int((available + minimumInteritemSpacing) / (minimumColumnWidth + minimumInteritemSpacing)))
        let width = ((available - CGFloat(columns - 1) * minimumInteritemSpacing) / CGFloat(columns)).rounded(.down)
        itemSize = CGSize(width: width, height: 72)
    }
}

/// Headers for every section; a taller one for the mains, the book's longest chapter.
final class ChapterHeaders: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: 0, height: section == 1 ? 64 : 40)
    }
}

// A collection view holds its delegate weakly, as UIKit's does: the file keeps it.
@MainActor let chapterHeaders = ChapterHeaders()

func createLayout() -> UICollectionViewLayout {
    let layout = ColumnFlowLayout()
    layout.minimumInteritemSpacing = 12
    layout.minimumLineSpacing = 12
    layout.sectionInset = UIEdgeInsets(top: 8, left: 0, bottom: 20, right: 0)
    layout.sectionInsetReference = .fromLayoutMargins
    layout.sectionHeadersPinToVisibleBounds = true
    return layout
}

@MainActor
func configure(_ collectionView: UICollectionView) {
    collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    collectionView.delegate = chapterHeaders
}
