#if canImport(Glibc)
import Glibc
#endif

/// A 4x4 transform, as Core Animation's `CATransform3D`: row vectors, a point (x, y, z, 1)
/// times the matrix, with `m34` giving perspective. An element's transform applies about its
/// centre, as a layer's does.
public struct Transform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// The transform of the sixteen numbers, row by row.
    public init(_ rows: [Double]) {
        precondition(rows.count == 16, "Transform3D needs 16 numbers, got \(rows.count)")
        (m11, m12, m13, m14) = (rows[0], rows[1], rows[2], rows[3])
        (m21, m22, m23, m24) = (rows[4], rows[5], rows[6], rows[7])
        (m31, m32, m33, m34) = (rows[8], rows[9], rows[10], rows[11])
        (m41, m42, m43, m44) = (rows[12], rows[13], rows[14], rows[15])
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// The 2D transform `affine` in three dimensions.
    public init(_ affine: Transform2D) {
        self.init([affine.a, affine.b, 0, 0, affine.c, affine.d, 0, 0, 0, 0, 1, 0, affine.tx, affine.ty, 0, 1])
    }

    /// The sixteen numbers, row by row, as a layout dump writes them.
    public var numbers: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let l = numbers, r = other.numbers
        var result = [Double](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += l[row * 4 + k] * r[k * 4 + column] }
                result[row * 4 + column] = sum
            }
        }
        return Transform3D(result)
    }

    /// What the transform does to the plane z = 0, where a flat element lies, as the 3x3
    /// projective matrix (row vectors) that takes (x, y, 1) to (x'·w, y'·w, w).
    public var planeProjection: [Double] {
        [m11, m12, m14, m21, m22, m24, m41, m42, m44]
    }

    /// Where `point` of the plane z = 0 goes once projected; nil when it goes behind the viewer.
    public func project(_ point: Point) -> Point? {
        let w = point.x * m14 + point.y * m24 + m44
        guard w > 0 else { return nil }
        return Point(x: (point.x * m11 + point.y * m21 + m41) / w, y: (point.x * m12 + point.y * m22 + m42) / w)
    }
}

extension Transform3D {
    /// A turn by `angle` radians about the axis (x, y, z) through the origin, as Core
    /// Animation's `CATransform3DMakeRotation`: about y, a positive angle turns the right edge
    /// away from the viewer.
    public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return .identity }
        let (u, v, w) = (x / length, y / length, z / length)
        let (c, s) = (cos(angle), sin(angle))
        let t = 1 - c
        // Row vectors: the transpose of the column-vector rotation matrix.
        return Transform3D([
            t * u * u + c, t * u * v + w * s, t * u * w - v * s, 0,
            t * u * v - w * s, t * v * v + c, t * v * w + u * s, 0,
            t * u * w + v * s, t * v * w - u * s, t * w * w + c, 0,
            0, 0, 0, 1,
        ])
    }

    /// A move by (x, y, z).
    public static func translation(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1])
    }

    /// A scale by (x, y, z).
    public static func scale(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D([x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1])
    }

    /// Perspective for a viewer `distance` points in front of the plane: `m34 = -1 / distance`,
    /// as Core Animation code sets it.
    public static func perspective(distance: Double) -> Transform3D {
        var transform = Transform3D.identity
        transform.m34 = -1 / distance
        return transform
    }
}
