/// How an element is drawn when a visible-items handler changed it: the per-frame presentation
/// layer over the layout's untouched frames, as UIKit's layer properties are over its layout
/// attributes.
public struct ElementPresentation: Hashable, Sendable {
    /// The opacity, 0 to 1.
    public var alpha: Double
    /// The 2D transform about the element's centre.
    public var transform: Transform2D
    /// The 3D transform about the element's centre, when one was set; it is then what is drawn.
    public var transform3D: Transform3D?
    /// The drawing order.
    public var zIndex: Int
    /// Whether the element is left out.
    public var isHidden: Bool
    /// Where the element's centre is drawn, in the layout's content coordinates.
    public var center: Point

    /// A presentation of the given values.
    public init(alpha: Double = 1, transform: Transform2D = .identity, transform3D: Transform3D? = nil, zIndex: Int, isHidden: Bool = false,
                center: Point) {
        self.alpha = alpha
        self.transform = transform
        self.transform3D = transform3D
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.center = center
    }

    /// Whether this draws `attributes` just as the layout puts them.
    func isUnchanged(for attributes: LayoutAttributes) -> Bool {
        alpha == 1 && transform.isIdentity && (transform3D?.isIdentity ?? true) && zIndex == attributes.zIndex && !isHidden
            && center == Point(x: attributes.frame.midX, y: attributes.frame.midY)
    }

    /// The 3D transform drawn about the centre: the 3D one when set, else the 2D one.
    public var drawnTransform: Transform3D { transform3D ?? Transform3D(transform) }
}
