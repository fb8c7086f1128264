import CollectionLayout

extension UICollectionViewLayout {
    /// `attributes` as the engine animates an element to or from them; nil for none, or for
    /// hidden attributes.
    func transition(_ attributes: UICollectionViewLayoutAttributes?) -> ElementTransition? {
        guard let attributes, !attributes.isHidden else { return nil }
        let frame = attributes.frame
        return ElementTransition(frame: Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)),
                                 alpha: Double(attributes.alpha))
    }

    /// Tells the layout the update, as the collection view does before it animates one.
    func hearUpdates(_ items: [LayoutUpdateItem]) {
        prepare(forCollectionViewUpdates: items.map(UICollectionViewUpdateItem.init))
    }
}
