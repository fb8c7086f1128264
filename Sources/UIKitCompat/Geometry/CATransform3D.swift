/// A 4x4 transform, as Core Animation's `CATransform3D`: a point is a row vector (x, y, z, 1)
/// multiplied by the matrix, so `m41`, `m42`, `m43` translate, and `m34 = -1/d` gives the
/// perspective of an eye `d` points in front of the plane z = 0 (z grows towards the viewer).
///
/// Make and change one with Core Animation's functions: `CATransform3DIdentity`,
/// `CATransform3DMakeRotation`, `CATransform3DConcat` and their kin.
public struct CATransform3D: Equatable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4: how x changes the perspective divisor.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4: how y changes the perspective divisor.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4: how z changes the perspective divisor; `-1/d` for an eye at distance `d`.
    public var m34: CGFloat
    /// Row 4, column 1: the translation along x.
    public var m41: CGFloat
    /// Row 4, column 2: the translation along y.
    public var m42: CGFloat
    /// Row 4, column 3: the translation along z.
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// The transform of the sixteen numbers, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The transform of sixteen zeros, as Core Animation's zero-initialised struct is; use
    /// `CATransform3DIdentity` for the transform that changes nothing.
    public init() {
        self.init(rows: [CGFloat](repeating: 0, count: 16))
    }

    /// The transform of sixteen numbers, row by row.
    init(rows m: [CGFloat]) {
        self.init(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                  m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }

    /// The sixteen numbers, row by row.
    var rows: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}
