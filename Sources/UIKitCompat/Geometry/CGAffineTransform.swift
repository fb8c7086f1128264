import CollectionLayout
/// A 2D affine transform, as Core Graphics' `CGAffineTransform`, which Foundation on Linux lacks:
/// a point (x, y) goes to (a·x + c·y + tx, b·x + d·y + ty).
///
/// Composition follows Core Graphics: `t1.concatenating(t2)` applies `t1` first, then `t2`, and
/// `scaledBy`, `rotated` and `translatedBy` put their step before the transform they are called on,
/// so `t.scaledBy(x: 2, y: 2)` is `CGAffineTransform(scaleX: 2, y: 2).concatenating(t)`.
public struct CGAffineTransform: Equatable, Sendable {
    /// How much x contributes to the new x.
    public var a: CGFloat
    /// How much x contributes to the new y.
    public var b: CGFloat
    /// How much y contributes to the new x.
    public var c: CGFloat
    /// How much y contributes to the new y.
    public var d: CGFloat
    /// What is added to the new x.
    public var tx: CGFloat
    /// What is added to the new y.
    public var ty: CGFloat

    /// The transform of the six numbers.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform of six zeros, which flattens everything to the origin, as Core Graphics'
    /// zero-initialised struct is; use ``identity`` for the transform that changes nothing.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Scales by `sx` along x and `sy` along y.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Turns by `angle` radians; positive turns clockwise on a screen whose y grows downwards.
    public init(rotationAngle angle: CGFloat) {
        self.init(Transform2D(rotationAngle: Double(angle)))
    }

    /// Moves by `tx` along x and `ty` along y.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(transform2D.concatenating(t2.transform2D))
    }

    /// The transform undoing this one; this one unchanged when it cannot be undone (its
    /// determinant is zero), as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// A scale by `sx` and `sy` followed by this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A turn by `angle` radians followed by this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A move by `tx` and `ty` followed by this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }
}
