/// A width and a height dimension, as UIKit's `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    /// The width: absolute, fractional or estimated.
    public var widthDimension: LayoutDimension
    /// The height: absolute, fractional or estimated.
    public var heightDimension: LayoutDimension

    /// A size of `widthDimension` by `heightDimension`.
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The dimension along `axis`.
    public subscript(axis: Axis) -> LayoutDimension {
        get { axis == .horizontal ? widthDimension : heightDimension }
        set { if axis == .horizontal { widthDimension = newValue } else { heightDimension = newValue } }
    }

    /// Both dimensions in points inside a container of size `container`.
    public func resolve(in container: Size) -> Size {
        Size(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}
