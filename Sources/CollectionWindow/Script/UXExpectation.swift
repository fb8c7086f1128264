import CollectionLayout
import CollectionView

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
    /// The frontmost view of the screen at a point (on screen, in points) that has every one of
    /// the given members — a label's `text`, a switch's `isOn` — with those values.
    case view(at: Point, state: [ViewStateMember])

    /// The members a `view` expectation may name, as `--dump-views` names them.
    public static let viewMembers: [String] = ["text", "isOn", "selectedSegmentIndex", "numberOfSegments", "value",
                                               "currentPage", "numberOfPages", "isAnimating", "isEnabled", "isRefreshing", "isEditing"]

    /// Its key in the file.
    public var name: String {
        switch self {
        case .mainOffset: "mainOffset"
        case .orthogonalOffset: "orthogonalOffset"
        case .selected: "selected"
        case .visible: "visible"
        case .frame: "frame"
        case .view: "view"
        }
    }
}
