import CollectionLayout
import CollectionView

extension UICollectionViewLayout {
    /// What a decoration of `kind` shows when a view class is registered for it: the content
    /// of a view of that class; nil when none is, or the class is not a reusable view. For a
    /// host that draws the layout without a data source (`xcollection --swift`).
    public func registeredDecorationContent(ofKind kind: String) -> CellContent? {
        if let made = madeDecorationViews[kind] { return made.cellContent(in: ListStyle(ListConfiguration(appearance: .plain)), at: IndexPath(item: 0, section: 0), kind: kind) }
        guard let viewClass = registeredDecorationViews[kind] as? UICollectionReusableView.Type else { return nil }
        let view = viewClass.makeForReuse()
        madeDecorationViews[kind] = view
        return view.cellContent(in: ListStyle(ListConfiguration(appearance: .plain)), at: IndexPath(item: 0, section: 0), kind: kind)
    }
}
