import CollectionLayout
import CollectionView

/// A cell or reusable view drawn as views: laid out by its constraints at the element's size
/// and drawn through the canvas; asked for its size through `preferredLayoutAttributesFitting(_:)`
/// when the element self-sizes.
final class ReusableViewDrawing: DrawnContent {
    let view: UICollectionReusableView
    /// Where the view is shown, for the attributes it is handed.
    let indexPath: IndexPath
    let elementKind: String?
    /// The collection view whose selection a cell shows: what its code selected and deselected
    /// (`selectItem`, `deselectItem`, a delegate refusing a click), not only what was clicked.
    weak var collectionView: UICollectionView?

    init(view: UICollectionReusableView, indexPath: IndexPath, elementKind: String?, collectionView: UICollectionView? = nil) {
        self.view = view
        self.indexPath = indexPath
        self.elementKind = elementKind
        self.collectionView = collectionView
    }

    func draw(in frame: Rect, on canvas: any Canvas, measurer: any TextMeasuring, selected: Bool) -> Bool {
        TextMeasurement.measuring(with: measurer) {
            show(at: frame)
            showTraits()
            if let cell = view as? UICollectionViewCell {
                cell.isSelected = collectionView.map { $0.selectedItem == indexPath } ?? selected
                cell.updateConfigurationIfNeeded()
            }
            view.layoutIfNeeded()
            if !view.hasBeenLaidOutTwice {
                // UIKit lays a new cell out more than once: a cell's layoutSubviews that reads
                // the frames of views inside its content view (rounding an avatar by its height)
                // sees them, set by the first pass, in the second.
                view.hasBeenLaidOutTwice = true
                view.setNeedsLayout()
                view.layoutIfNeeded()
            }
            ViewRenderer(canvas: canvas, measurer: measurer).drawSubviews(of: view, at: frame.origin)
        }
        // A cell shows its selection with its selected background view, or not at all, as in UIKit.
        return true
    }

    func preferredSize(fitting size: Size, measurer: any TextMeasuring) -> Size {
        TextMeasurement.measuring(with: measurer) {
            // A cell measured for a new text size takes its fonts for it first, as it is drawn with them.
            showTraits()
            let fitted = view.preferredLayoutAttributesFitting(attributes(size: CGSize(width: size.width, height: size.height)))
            return Size(width: Double(fitted.size.width), height: Double(fitted.size.height))
        }
    }

    func preferredSize(fittingBothAxes size: Size, measurer: any TextMeasuring) -> Size {
        view.fitsBothAxes = true
        defer { view.fitsBothAxes = false }
        return preferredSize(fitting: size, measurer: measurer)
    }

    /// Shows the view with the traits of the screen being drawn or measured, telling its views
    /// (and the app, for a new text size) what changed.
    func showTraits() {
        guard let traits = LayoutHost.current?.traits else { return }
        ContentSizeCategoryChanges.note(traits.preferredContentSizeCategory)
        view.show(with: traits)
    }

    /// Gives the view the element's size, through `apply(_:)` and its frame, when it changed.
    func show(at frame: Rect) {
        let size = CGSize(width: frame.width, height: frame.height)
        guard view.bounds.size != size else { return }
        let applied = attributes(size: size)
        view.apply(applied)
        view.frame = CGRect(origin: view.frame.origin, size: size)
    }

    private func attributes(size: CGSize) -> UICollectionViewLayoutAttributes {
        let attributes = elementKind.map { UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: indexPath) }
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = size
        return attributes
    }
}

extension ReusableViewDrawing {
    func viewTree(at frame: Rect, measurer: any TextMeasuring) -> ViewTreeNode? {
        TextMeasurement.measuring(with: measurer) {
            show(at: frame)
            showTraits()
            view.layoutIfNeeded()
            var node = view.viewTreeNode
            node.frame = frame
            return node
        }
    }
}
