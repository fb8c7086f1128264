#if canImport(Glibc)
import Glibc
#endif

/// A 2D affine transform, as Core Graphics' `CGAffineTransform`: a point (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty). An element's transform applies about its centre, as a
/// view's does.
public struct Transform2D: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The transform of the six numbers, in Core Graphics' order.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Scales by `sx` across and `sy` down.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Turns by `angle` radians; positive turns clockwise on a screen whose y grows downwards.
    public init(rotationAngle angle: Double) {
        let (sine, cosine) = (sin(angle), cos(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Moves by `tx` across and `ty` down.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                    c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                    tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The transform undoing this one; nil when it flattens the plane and cannot be undone.
    public var inverted: Transform2D? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return Transform2D(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                           tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// Where `point` goes.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The six numbers, in Core Graphics' order, as a layout dump writes them.
    public var numbers: [Double] { [a, b, c, d, tx, ty] }

    public var description: String { "[\(numbers.map { "\($0)" }.joined(separator: ", "))]" }
}
