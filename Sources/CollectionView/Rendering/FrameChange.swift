import CollectionLayout

/// What drawing a frame did, so the window knows whether to show it.
public enum FrameChange: Hashable, Sendable {
    /// Nothing moved: the last frame stands.
    case unchanged
    /// What was drawn was scrolled and the uncovered strip (view coordinates) drawn; `painted`
    /// is where in the strip anything but the background was.
    case scrolled(strip: Rect, painted: PaintedArea)
    /// Only `areas` (view coordinates, whole pixels) were drawn again: the strips of orthogonal
    /// sections that moved while nothing else did.
    case redrawn(areas: [Rect])
    /// Everything was drawn.
    case full
}
