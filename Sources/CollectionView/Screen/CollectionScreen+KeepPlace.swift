import CollectionLayout

extension CollectionScreen {
    /// Takes over where `previous` is scrolled, as a layout edited in place should: the main
    /// axis keeps `previous`'s first visible item where it was on screen, and every orthogonal
    /// section that still scrolls keeps its group or page (clamped into its new range). Both
    /// screens have the same size; the next frame is drawn whole.
    public func keepPlace(of previous: CollectionScreen) {
        let anchor = previous.anchor
        let axis = layout.scrollDirection.axis
        scroll = previous.scroll
        _ = scroll.adopt(layout, crossExtent: size[axis.cross])
        let maximum = scrollMaximum(for: layout)
        scroll.setMainMaximum(maximum)
        scroll.setMain(previous.scroll.main.offset + anchor.shift(in: layout, offsets: offsets, maximum: maximum))
        invalidateDrawnFrame()
    }
}
