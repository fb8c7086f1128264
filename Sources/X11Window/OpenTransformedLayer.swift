import CX11

/// A whole number of pixels across and down: the size of a transformed layer's surface.
struct PixelSize: Hashable {
    let width: Int
    let height: Int
}

/// A transformed layer being drawn: where drawing went before it and the clips it had, and how
/// the layer is composited back.
struct OpenTransformedLayer {
    let target: (pixmap: Pixmap, picture: Picture, xftDraw: OpaquePointer)
    let savedClips: ClipStack
    let surface: LayerSurface?
    /// Layer coordinates to the target's, row vectors, nine numbers.
    let transform: [Double]
    let opacity: Double
}
