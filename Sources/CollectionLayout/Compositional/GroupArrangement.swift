/// How a group places its subitems.
public enum GroupArrangement: Hashable, Sendable {
    /// Subitems side by side along the horizontal axis.
    case horizontal
    /// Subitems stacked along the vertical axis.
    case vertical
    /// Items at the frames a provider computes.
    case custom(LayoutGroupCustomItemProvider)

    /// The axis subitems follow one another along; nil for custom groups.
    var axis: Axis? {
        switch self {
        case .horizontal: return .horizontal
        case .vertical: return .vertical
        case .custom: return nil
        }
    }
}
