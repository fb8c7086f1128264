/// Which spacing of a layout a band of `InspectedSpacing` shows.
public enum SpacingKind: String, CaseIterable, Hashable, Sendable {
    /// A group's `interItemSpacing` between two of its subitems, or a flow line's gap between
    /// two items.
    case interItem
    /// A section's `interGroupSpacing` between two of its groups.
    case interGroup
    /// The configuration's `interSectionSpacing` between two sections.
    case interSection
    /// A subitem's `edgeSpacing.leading`.
    case edgeLeading
    /// A subitem's `edgeSpacing.top`.
    case edgeTop
    /// A subitem's `edgeSpacing.trailing`.
    case edgeTrailing
    /// A subitem's `edgeSpacing.bottom`.
    case edgeBottom
    /// A flow section's line spacing between two of its lines.
    case lineSpacing

    /// The edge-spacing kind at the low (`high` false) or high end of `axis`.
    static func edge(_ axis: Axis, high: Bool) -> SpacingKind {
        switch (axis, high) {
        case (.horizontal, false): return .edgeLeading
        case (.horizontal, true): return .edgeTrailing
        case (.vertical, false): return .edgeTop
        case (.vertical, true): return .edgeBottom
        }
    }

    /// The edge's key in a layout file's `edgeSpacing`, for edge kinds.
    var edgeKey: String? {
        switch self {
        case .edgeLeading: return "leading"
        case .edgeTop: return "top"
        case .edgeTrailing: return "trailing"
        case .edgeBottom: return "bottom"
        default: return nil
        }
    }
}
