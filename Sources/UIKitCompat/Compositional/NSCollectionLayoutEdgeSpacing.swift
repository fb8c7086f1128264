import CollectionLayout

/// Space around an item inside its group, as UIKit's `NSCollectionLayoutEdgeSpacing`.
public final class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying {
    /// Space before the leading edge, or nil for none.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the top edge, or nil for none.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the trailing edge, or nil for none.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the bottom edge, or nil for none.
    public let bottom: NSCollectionLayoutSpacing?

    /// Spacing around each edge; nil leaves an edge without.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The engine's edge spacing this one stands for.
    public var layoutEdgeSpacing: LayoutEdgeSpacing {
        LayoutEdgeSpacing(leading: leading?.layoutSpacing, top: top?.layoutSpacing,
                          trailing: trailing?.layoutSpacing, bottom: bottom?.layoutSpacing)
    }
}

extension NSCollectionLayoutEdgeSpacing {
    /// The same value: it does not change, so it is its own copy.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
