import CollectionLayout

/// Space between items, as UIKit's `NSCollectionLayoutSpacing`.
public final class NSCollectionLayoutSpacing: NSObject, NSCopying {
    /// The engine's spacing this one stands for.
    public let layoutSpacing: LayoutSpacing

    init(_ layoutSpacing: LayoutSpacing) {
        self.layoutSpacing = layoutSpacing
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.fixed(Double(fixedSpacing)))
    }

    /// At least `flexibleSpacing` points, with a share of the group's leftover space.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.flexible(Double(flexibleSpacing)))
    }

    /// The fixed amount, or the minimum of a flexible one.
    public var spacing: CGFloat { CGFloat(layoutSpacing.spacing) }
    /// Whether the spacing is a fixed number of points.
    public var isFixedSpacing: Bool { layoutSpacing.isFixedSpacing }
    /// Whether the spacing takes a share of the leftover space.
    public var isFlexibleSpacing: Bool { layoutSpacing.isFlexibleSpacing }
}

extension NSCollectionLayoutSpacing {
    /// The same value: it does not change, so it is its own copy.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
