import CollectionLayout
import CollectionView

extension UICollectionReusableView {
    /// What the engine draws for this view shown at `indexPath` (of `kind`, nil for a cell) in a
    /// list drawn as `style` (a plain list's style when the section is not a list): its content
    /// configuration with its accessories over its background, then its views when it has any.
    /// A cell of `collectionView` is drawn with the collection view's selection.
    /// Stops the program for a content configuration that cannot be drawn.
    func cellContent(in style: ListStyle, at indexPath: IndexPath, kind: String?, of collectionView: UICollectionView? = nil) -> CellContent {
        (self as? UICollectionViewCell)?.updateConfigurationIfNeeded()
        var content = layer.styled(ownContent(in: style))
        content.showsSelection = showsSelection
        if drawsViews {
            content.drawing = ContentDrawing(ReusableViewDrawing(view: self, indexPath: indexPath, elementKind: kind, collectionView: collectionView))
        } else if shownListContent != nil {
            // Drawn as content, it still has UIKit's views in a dump: the cell, its labels.
            content.describedClass = String(describing: type(of: self))
        }
        return content
    }

    private func ownContent(in style: ListStyle) -> CellContent {
        var content = CellContent()
        // Another configuration's view is among the cell's views, drawn with them.
        if let list = shownListContent {
            content = list.cellContent(in: style, accessories: shownAccessories)
        } else if !shownAccessories.isEmpty {
            // A cell of views with a standard accessory (a table cell's `accessoryType`) draws
            // the accessory at its trailing edge beside them.
            content = UIListContentConfiguration.cell().cellContent(in: style, accessories: shownAccessories)
        }
        let configured = (self as? UICollectionViewCell)?.backgroundConfiguration
        if let fill = configured?.backgroundColor ?? backgroundColor {
            content.background = fill.color
            content.cornerRadius = Double(configured?.cornerRadius ?? 0)
        }
        return content
    }
}
