/// How a group places its subitems.
public enum GroupArrangement: Hashable, Sendable {
    case horizontal
    case vertical
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
