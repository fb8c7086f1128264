import CollectionLayout
import CollectionView

extension UICollectionReusableView {
    /// What the engine draws for this view in a list drawn as `style` (a plain list's style when
    /// the section is not a list): its content configuration with its accessories, over its
    /// background. Stops the program for a content configuration that cannot be drawn.
    func cellContent(in style: ListStyle) -> CellContent {
        layer.styled(ownContent(in: style))
    }

    private func ownContent(in style: ListStyle) -> CellContent {
        guard let cell = self as? UICollectionViewCell else {
            return CellContent(background: backgroundColor?.color)
        }
        var content = CellContent()
        if let configuration = cell.contentConfiguration {
            guard let list = configuration as? UIListContentConfiguration else {
                fatalError("\(type(of: cell)).contentConfiguration: a \(type(of: configuration)) cannot be drawn here; only UIListContentConfiguration can")
            }
            content = list.cellContent(in: style, accessories: (cell as? UICollectionViewListCell)?.accessories ?? [])
        }
        if let fill = cell.backgroundConfiguration?.backgroundColor ?? cell.backgroundColor {
            content.background = fill.color
            content.cornerRadius = Double(cell.backgroundConfiguration?.cornerRadius ?? 0)
        }
        return content
    }
}
