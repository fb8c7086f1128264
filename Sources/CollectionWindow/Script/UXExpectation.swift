import CollectionLayout

/// What an `expect` step checks; offsets and frames hold within half a point.
public enum UXExpectation: Hashable, Sendable {
    /// The main scroll offset (y for a vertical layout, x for a horizontal one).
    case mainOffset(Double)
    /// An orthogonal section's offset.
    case orthogonalOffset(section: Int, offset: Double)
    /// The selected item, or none.
    case selected(IndexPath?)
    /// An item whose frame meets the screen.
    case visible(IndexPath)
    /// An item's frame on screen, in points.
    case frame(IndexPath, Rect)

    /// Its key in the file.
    public var name: String {
        switch self {
        case .mainOffset: "mainOffset"
        case .orthogonalOffset: "orthogonalOffset"
        case .selected: "selected"
        case .visible: "visible"
        case .frame: "frame"
        }
    }
}
