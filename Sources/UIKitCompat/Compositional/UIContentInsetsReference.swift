import CollectionLayout

/// What content insets are measured from, as UIKit's `UIContentInsetsReference`.
///
/// A section's is applied by the engine (`ContentInsetsReference`): the host has layout margins
/// (UIKit's system minimum for the width, 16 or 20 points) and no safe area, so `automatic` and
/// `safeArea` measure from the container's edges as `none` does. The layout configuration's is
/// stored, not applied.
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

extension UIContentInsetsReference {
    init(_ reference: ContentInsetsReference) {
        switch reference {
        case .automatic: self = .automatic
        case .none: self = .none
        case .safeArea: self = .safeArea
        case .layoutMargins: self = .layoutMargins
        case .readableContent: self = .readableContent
        }
    }

    /// The engine's reference this one stands for.
    public var contentInsetsReference: ContentInsetsReference {
        switch self {
        case .automatic: return .automatic
        case .none: return .none
        case .safeArea: return .safeArea
        case .layoutMargins: return .layoutMargins
        case .readableContent: return .readableContent
        }
    }
}
