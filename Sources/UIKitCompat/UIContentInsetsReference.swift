/// What content insets are measured from, as UIKit's `UIContentInsetsReference`.
///
/// Stored, not applied yet: the engine measures insets from the container's edges, which is
/// ``UIContentInsetsReference/none``; the others wait for the collection view host that has safe areas and layout margins.
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    /// The system's choice; UIKit's default.
    case automatic = 0
    /// The container's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}
