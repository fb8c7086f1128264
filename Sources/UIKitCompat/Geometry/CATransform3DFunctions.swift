// Core Animation's functions on `CATransform3D`, under their C names as Swift sees them.
// Like Core Animation's, `CATransform3DTranslate`, `…Scale` and `…Rotate` put their step before
// the transform they are given: `CATransform3DScale(t, …)` is `CATransform3DConcat(CATransform3DMakeScale(…), t)`.

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` changes nothing.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether `a` and `b` are the same sixteen numbers.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// A move by `tx`, `ty` and `tz`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by `sx`, `sy` and `sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A turn by `angle` radians about the axis (`x`, `y`, `z`) through the origin, right-handed:
/// about (0, 0, 1) it is the affine `CGAffineTransform(rotationAngle: angle)`, clockwise on a
/// screen whose y grows downwards. A zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let radians = Double(angle)
    let (s, c) = (CGFloat(sin(radians)), CGFloat(cos(radians)))
    let k = 1 - c
    // Rodrigues' rotation matrix, transposed for row vectors.
    return CATransform3D(m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
                         m21: ux * uy * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
                         m31: ux * uz * k + uy * s, m32: uy * uz * k - ux * s, m33: c + uz * uz * k, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}

/// A move by `tx`, `ty` and `tz` followed by `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale by `sx`, `sy` and `sz` followed by `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A turn by `angle` radians about (`x`, `y`, `z`) followed by `t`; `t` itself for a zero axis.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// `a` followed by `b`: the matrix product `a · b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let (l, r) = (a.rows, b.rows)
    var product = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
        for column in 0..<4 {
            var sum: CGFloat = 0
            for k in 0..<4 { sum += l[row * 4 + k] * r[k * 4 + column] }
            product[row * 4 + column] = sum
        }
    }
    return CATransform3D(rows: product)
}

/// The transform undoing `t`; `t` unchanged when it cannot be undone, as Core Animation does.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss-Jordan elimination with partial pivoting on [t | identity].
    var left = t.rows, right = CATransform3DIdentity.rows
    for column in 0..<4 {
        let pivotRow = (column..<4).max { abs(left[$0 * 4 + column]) < abs(left[$1 * 4 + column]) }!
        let pivot = left[pivotRow * 4 + column]
        guard pivot != 0, pivot.isFinite else { return t }
        if pivotRow != column {
            for k in 0..<4 {
                left.swapAt(pivotRow * 4 + k, column * 4 + k)
                right.swapAt(pivotRow * 4 + k, column * 4 + k)
            }
        }
        for k in 0..<4 {
            left[column * 4 + k] /= pivot
            right[column * 4 + k] /= pivot
        }
        for row in 0..<4 where row != column {
            let factor = left[row * 4 + column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                left[row * 4 + k] -= factor * left[column * 4 + k]
                right[row * 4 + k] -= factor * right[column * 4 + k]
            }
        }
    }
    return CATransform3D(rows: right)
}

/// The 3D form of the affine `m`: it acts on x and y as `m` does and leaves z alone.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is exactly the 3D form of an affine transform: no perspective, no z.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m43 == 0
        && t.m14 == 0 && t.m24 == 0 && t.m34 == 0 && t.m44 == 1
}

/// The affine part of `t` (`m11`, `m12`, `m21`, `m22`, `m41`, `m42`); meaningful when
/// `CATransform3DIsAffine` holds, as in Core Animation.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
