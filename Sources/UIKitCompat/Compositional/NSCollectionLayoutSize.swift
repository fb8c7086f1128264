import CollectionLayout

/// A width and a height dimension, as UIKit's `NSCollectionLayoutSize`.
public final class NSCollectionLayoutSize: NSObject, NSCopying {
    /// The width: absolute, fractional or estimated.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height: absolute, fractional or estimated.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of `widthDimension` by `heightDimension`.
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The engine's size this one stands for.
    public var layoutSize: LayoutSize {
        LayoutSize(widthDimension: widthDimension.layoutDimension, heightDimension: heightDimension.layoutDimension)
    }
}

extension NSCollectionLayoutSize {
    /// The same value: it does not change, so it is its own copy.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
