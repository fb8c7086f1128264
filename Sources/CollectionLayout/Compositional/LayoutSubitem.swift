/// A member of a group: a plain item or a nested group.
public indirect enum LayoutSubitem: Hashable, Sendable {
    /// An item.
    case item(LayoutItem)
    /// A nested group.
    case group(LayoutGroup)

    /// The subitem's size.
    public var layoutSize: LayoutSize {
        switch self {
        case .item(let item): return item.layoutSize
        case .group(let group): return group.layoutSize
        }
    }

    /// The subitem's content insets.
    public var contentInsets: DirectionalEdgeInsets {
        switch self {
        case .item(let item): return item.contentInsets
        case .group(let group): return group.contentInsets
        }
    }

    /// The subitem's edge spacing.
    public var edgeSpacing: LayoutEdgeSpacing? {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }
}

/// Anything that can stand in a group's `subitems`: `LayoutItem` and `LayoutGroup`.
public protocol LayoutSubitemConvertible: Sendable {
    /// The value as a subitem of a group.
    var layoutSubitem: LayoutSubitem { get }
}
