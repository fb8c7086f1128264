import UIKitCompat

/// Transforms as numbers rounded to 1e-12, so a turn by π/2, whose cosine is 6e-17 rather than 0,
/// compares equal to the hand-written 0 while any real difference still fails.
enum TransformRounding {
    static func rounded(_ value: CGFloat) -> Double {
        (Double(value) * 1e12).rounded() / 1e12
    }

    static func numbers(_ t: CGAffineTransform) -> [Double] {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].map(rounded)
    }

    static func numbers(_ t: CATransform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(rounded)
    }

    static func numbers(_ point: CGPoint) -> [Double] { [point.x, point.y].map(rounded) }

    static func numbers(_ rect: CGRect) -> [Double] { [rect.minX, rect.minY, rect.width, rect.height].map(rounded) }
}
