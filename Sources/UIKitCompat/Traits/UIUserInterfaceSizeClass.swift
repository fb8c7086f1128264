import CollectionLayout

/// A coarse width or height class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = 0
    /// Narrow or short: an iPhone's width in portrait, its height in landscape.
    case compact
    /// Wide or tall: an iPad's width, an iPhone's height in portrait.
    case regular
}

extension UIUserInterfaceSizeClass {
    init(_ sizeClass: UserInterfaceSizeClass) {
        switch sizeClass {
        case .unspecified: self = .unspecified
        case .compact: self = .compact
        case .regular: self = .regular
        }
    }

    /// The engine's size class this one stands for.
    public var sizeClass: UserInterfaceSizeClass {
        switch self {
        case .unspecified: .unspecified
        case .compact: .compact
        case .regular: .regular
        }
    }
}
