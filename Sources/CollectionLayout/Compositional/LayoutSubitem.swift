/// A member of a group: a plain item or a nested group.
public indirect enum LayoutSubitem: Hashable, Sendable {
    case item(LayoutItem)
    case group(LayoutGroup)

    public var layoutSize: LayoutSize {
        switch self {
        case .item(let item): return item.layoutSize
        case .group(let group): return group.layoutSize
        }
    }

    public var contentInsets: DirectionalEdgeInsets {
        switch self {
        case .item(let item): return item.contentInsets
        case .group(let group): return group.contentInsets
        }
    }

    public var edgeSpacing: LayoutEdgeSpacing? {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }
}

/// Anything that can stand in a group's `subitems`: `LayoutItem` and `LayoutGroup`.
public protocol LayoutSubitemConvertible: Sendable {
    var layoutSubitem: LayoutSubitem { get }
}
