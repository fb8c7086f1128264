import CollectionLayout

/// One dimension of a size, as UIKit's `NSCollectionLayoutDimension`; wraps the engine's
/// `LayoutDimension`.
public final class NSCollectionLayoutDimension: NSObject, NSCopying {
    /// The engine's dimension this one stands for.
    public let layoutDimension: LayoutDimension

    init(_ layoutDimension: LayoutDimension) {
        self.layoutDimension = layoutDimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth(Double(fractionalWidth)))
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight(Double(fractionalHeight)))
    }

    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute(Double(absoluteDimension)))
    }

    /// A first guess in points that measuring the content may replace.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated(Double(estimatedDimension)))
    }

    /// An estimate that, once measured, every sibling shares at the largest measured value.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.uniformAcrossSiblings(estimate: Double(estimatedDimension)))
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { layoutDimension.isFractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { layoutDimension.isFractionalHeight }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { layoutDimension.isAbsolute }
    /// Whether the dimension is an estimate (`.estimated` or `.uniformAcrossSiblings`).
    public var isEstimated: Bool { layoutDimension.isEstimated }
    /// Whether the dimension is shared by siblings once measured.
    public var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = layoutDimension { return true } else { return false }
    }
    /// The number the dimension was made with: the fraction, the points or the estimate.
    public var dimension: CGFloat { CGFloat(layoutDimension.dimension) }
}

extension NSCollectionLayoutDimension {
    /// The same value: it does not change, so it is its own copy.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
