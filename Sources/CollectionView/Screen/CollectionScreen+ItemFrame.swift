import CollectionLayout

extension CollectionScreen {
    /// Where the item at `indexPath` is on screen now, in view coordinates (its orthogonal
    /// section's scroll included); nil when the layout has no such item.
    public func frameOnScreen(of indexPath: IndexPath) -> Rect? {
        guard let attributes = layout.attributesForItem(at: indexPath, offsets: offsets) else { return nil }
        return renderer.onScreen(attributes.frame, offsets: offsets)
    }
}
