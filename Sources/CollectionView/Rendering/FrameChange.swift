import CollectionLayout

/// What drawing a frame did, and so what the window must do to show it.
public enum FrameChange: Equatable, Sendable {
    /// Nothing moved: the last frame stands.
    case unchanged
    /// Only the main axis moved: the window's pixels move, then the strip they uncovered shows.
    case scrolled(ScrolledFrame)
    /// Only `areas` (view coordinates, whole pixels) were drawn again: the strips of orthogonal
    /// sections that moved while nothing else did.
    case redrawn(areas: [Rect])
    /// Everything was drawn.
    case full
}

/// A frame drawn by scrolling the last one: how the window's pixels move, which strip was drawn
/// into the back buffer, and how that strip is shown.
public struct ScrolledFrame: Equatable, Sendable {
    /// How far the window's pixels move right, in whole pixels (negative is left: content
    /// scrolling right moves them left).
    public let dx: Int
    /// How far the window's pixels move down, in whole pixels (negative is up).
    public let dy: Int
    /// The strip the scroll uncovered, drawn anew (view coordinates, whole pixels).
    public let strip: Rect
    /// Where in the strip anything but the background was painted.
    public let stripPainted: PaintedArea
    /// How the window's pixels move.
    public let move: PixelMove
    /// How the drawn strip reaches the window.
    public let show: StripShow

    /// A scrolled frame from its parts.
    public init(dx: Int, dy: Int, strip: Rect, stripPainted: PaintedArea, move: PixelMove, show: StripShow) {
        self.dx = dx
        self.dy = dy
        self.strip = strip
        self.stripPainted = stripPainted
        self.move = move
        self.show = show
    }
}

/// How a scrolled frame moves the pixels already in the window.
public enum PixelMove: Equatable, Sendable {
    /// One copy of the whole window.
    case whole
    /// The window is background outside what the last frame painted: copy only those pixels,
    /// into `moved` (where they land, in y-x bands), and clear `uncovered` (what they leave) to
    /// the background.
    case painted(moved: [PixelRegion.Box], uncovered: [PixelRegion.Box])
}

/// How the strip a scrolled frame drew reaches the window.
public enum StripShow: Equatable, Sendable {
    /// One copy of the strip from the back buffer.
    case whole(PixelRegion.Box)
    /// The strip's painted `shown` boxes from the back buffer, and `cleared` filled with the
    /// background on the window (a fill costs less than a copy, and most of a strip is background).
    case painted(shown: [PixelRegion.Box], cleared: [PixelRegion.Box])
}
