/// How a layout itself asks for an element to be drawn beyond its frame: the opacity and the
/// transform of UIKit's `UICollectionViewLayoutAttributes` (`alpha`, `transform`, `transform3D`),
/// which a custom layout sets on the attributes it answers with.
public struct ElementAppearance: Hashable, Sendable {
    /// The opacity, 0 to 1.
    public var alpha: Double
    /// The transform about the element's centre (the 3D one when set, else the 2D one).
    public var transform: Transform3D

    /// An appearance of `alpha` and `transform`.
    public init(alpha: Double = 1, transform: Transform3D = .identity) {
        self.alpha = alpha
        self.transform = transform
    }

    /// Whether this draws an element just as its frame says.
    public var isPlain: Bool { alpha == 1 && transform.isIdentity }
}
