import CollectionLayout

/// A width and a height dimension, as UIKit's `NSCollectionLayoutSize`.
public final class NSCollectionLayoutSize {
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
