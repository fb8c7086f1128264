import CollectionLayout

/// How one element moves through an update animation: from a frame on screen (view
/// coordinates) and an opacity, to where the new layout has it, fully opaque.
struct ElementTrack {
    let fromFrame: Rect
    let fromAlpha: Double
}

/// An element leaving in an update animation: it fades out from where it was, with the content
/// it had, or, when it is being replaced (a reload), over the frame of its replacement.
struct LeavingElement {
    let attributes: LayoutAttributes
    /// Its frame on screen when the animation began.
    let fromFrame: Rect
    let fromAlpha: Double
    let content: CellContent?
    /// The element replacing it, whose frame it follows.
    let replacement: DrawnFrame.Key?
}
