import CollectionLayout

/// How one element moves through an update animation: from a frame on screen (view
/// coordinates) and an opacity, to where the new layout has it.
struct ElementTrack {
    let fromFrame: Rect
    let fromAlpha: Double
    /// How opaque it ends: 1, unless its layout's attributes say otherwise.
    var toAlpha = 1.0
}

/// An element leaving in an update animation: it fades out from where it was, with the content
/// it had, or, when it is being replaced (a reload), over the frame of its replacement; or it
/// goes where its layout says it ends.
struct LeavingElement {
    let attributes: LayoutAttributes
    /// Its frame on screen when the animation began.
    let fromFrame: Rect
    let fromAlpha: Double
    let content: CellContent?
    /// The element replacing it, whose frame it follows.
    let replacement: DrawnFrame.Key?
    /// Where the layout says it ends (on screen) and how opaque; nil fades it out where it is.
    var toFrame: Rect? = nil
    var toAlpha = 0.0
}
