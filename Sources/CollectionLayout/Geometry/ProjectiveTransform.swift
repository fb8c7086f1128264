/// A 3x3 projective transform of the plane, row vectors: (x, y, 1) times the matrix gives
/// (X, Y, W), and the point goes to (X / W, Y / W). It is what a 3D transform with perspective
/// does to a flat element, and what XRender composites a picture through.
public struct ProjectiveTransform: Hashable, Sendable {
    /// The nine numbers, row by row.
    public var numbers: [Double]

    /// The transform of nine numbers, row by row.
    public init(_ numbers: [Double]) {
        precondition(numbers.count == 9, "ProjectiveTransform needs 9 numbers, got \(numbers.count)")
        self.numbers = numbers
    }

    /// The transform that changes nothing.
    public static let identity = ProjectiveTransform([1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// A move by `x` across and `y` down.
    public static func translation(x: Double, y: Double) -> ProjectiveTransform {
        ProjectiveTransform([1, 0, 0, 0, 1, 0, x, y, 1])
    }

    /// How an element of `size` drawn at the origin of its own layer is placed on screen when
    /// `transform` applies about its centre and the centre is drawn at `center`.
    public static func placing(size: Size, transform: Transform3D, center: Point) -> ProjectiveTransform {
        translation(x: -size.width / 2, y: -size.height / 2)
            .concatenating(ProjectiveTransform(transform.planeProjection))
            .concatenating(translation(x: center.x, y: center.y))
    }

    /// This transform followed by `other`.
    public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
        var result = [Double](repeating: 0, count: 9)
        for row in 0..<3 {
            for column in 0..<3 {
                result[row * 3 + column] = (0..<3).reduce(0) { $0 + numbers[row * 3 + $1] * other.numbers[$1 * 3 + column] }
            }
        }
        return ProjectiveTransform(result)
    }

    /// The transform undoing this one; nil when it flattens the plane.
    public var inverted: ProjectiveTransform? {
        let m = numbers
        let cofactors = [
            m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ]
        let determinant = m[0] * cofactors[0] + m[1] * cofactors[3] + m[2] * cofactors[6]
        guard determinant != 0, determinant.isFinite else { return nil }
        return ProjectiveTransform(cofactors.map { $0 / determinant })
    }

    /// Where `point` goes; nil when it goes to infinity or behind the viewer.
    public func apply(to point: Point) -> Point? {
        let w = point.x * numbers[2] + point.y * numbers[5] + numbers[8]
        guard w > 0 else { return nil }
        return Point(x: (point.x * numbers[0] + point.y * numbers[3] + numbers[6]) / w,
                     y: (point.x * numbers[1] + point.y * numbers[4] + numbers[7]) / w)
    }

    /// The box holding the four corners of `rect` once transformed; nil when a corner goes
    /// behind the viewer.
    public func boundingBox(of rect: Rect) -> Rect? {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].compactMap(apply(to:))
        guard corners.count == 4 else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
