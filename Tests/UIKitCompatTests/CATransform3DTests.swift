import CollectionLayout
import Testing
import UIKitCompat

/// Core Animation's 3D transforms, against values worked out by hand: row vectors, the order
/// functions combine in, the direction of turns and the perspective of `m34`.
@Suite struct CATransform3DTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let transform: CATransform3D
        /// m11 … m44, row by row.
        let numbers: [Double]
        var testDescription: String { name }
    }

    static let halfTurn = CGFloat.pi / 2

    static let cases: [Case] = [
        Case(name: "identity", transform: CATransform3DIdentity,
             numbers: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]),
        Case(name: "translation", transform: CATransform3DMakeTranslation(1, 2, 3),
             numbers: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1]),
        Case(name: "scale", transform: CATransform3DMakeScale(2, 3, 4),
             numbers: [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1]),
        Case(name: "π/2 about z", transform: CATransform3DMakeRotation(halfTurn, 0, 0, 1),
             numbers: [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]),
        // x goes into the screen (z grows towards the viewer), z goes to x.
        Case(name: "π/2 about y", transform: CATransform3DMakeRotation(halfTurn, 0, 1, 0),
             numbers: [0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1]),
        // y (down the screen) comes towards the viewer.
        Case(name: "π/2 about x", transform: CATransform3DMakeRotation(halfTurn, 1, 0, 0),
             numbers: [1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1]),
        Case(name: "an unnormalised axis is normalised", transform: CATransform3DMakeRotation(halfTurn, 0, 0, 5),
             numbers: [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]),
        Case(name: "a zero axis turns nothing", transform: CATransform3DMakeRotation(halfTurn, 0, 0, 0),
             numbers: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]),
        Case(name: "scale then translate", transform: CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0)),
             numbers: [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 0, 10, 0, 0, 1]),
        Case(name: "translate then scale", transform: CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1)),
             numbers: [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 0, 20, 0, 0, 1]),
        Case(name: "Translate puts the move first", transform: CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0),
             numbers: [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 0, 20, 0, 0, 1]),
        Case(name: "Scale puts the scale first", transform: CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1),
             numbers: [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 0, 10, 0, 0, 1]),
        Case(name: "Rotate puts the turn first", transform: CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), halfTurn, 0, 0, 1),
             numbers: [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 10, 0, 0, 1]),
        Case(name: "inverse of scale then move",
             transform: CATransform3DInvert(CATransform3DConcat(CATransform3DMakeScale(2, 4, 8), CATransform3DMakeTranslation(1, 2, 3))),
             numbers: [0.5, 0, 0, 0, 0, 0.25, 0, 0, 0, 0, 0.125, 0, -0.5, -0.5, -0.375, 1]),
        Case(name: "inverse of a perspective", transform: CATransform3DInvert(perspective(512)),
             numbers: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1.0 / 512, 0, 0, 0, 1]),
        Case(name: "inverse of a turn about z", transform: CATransform3DInvert(CATransform3DMakeRotation(halfTurn, 0, 0, 1)),
             numbers: [0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]),
    ]

    /// The identity seen by an eye `distance` points in front of the plane.
    static func perspective(_ distance: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / distance
        return t
    }

    @Test("numbers", arguments: cases) func numbers(_ testCase: Case) {
        #expect(TransformRounding.numbers(testCase.transform) == testCase.numbers)
    }

    @Test("a turn about Z is the affine turn", arguments: [0.3, -1.2, CGFloat.pi / 2, CGFloat.pi])
    func aTurnAboutZIsTheAffineTurn(_ angle: CGFloat) {
        let affine = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))
        #expect(TransformRounding.numbers(CATransform3DMakeRotation(angle, 0, 0, 1)) == TransformRounding.numbers(affine))
    }

    @Test("a transform followed by its inverse is the identity") func aTransformFollowedByItsInverseIsTheIdentity() {
        let t = CATransform3DRotate(CATransform3DTranslate(Self.perspective(500), 3, -7, 11), 0.7, 1, 2, 3)
        #expect(TransformRounding.numbers(CATransform3DConcat(t, CATransform3DInvert(t))) == TransformRounding.numbers(CATransform3DIdentity))
    }

    @Test("a flattening transform inverts to itself") func aFlatteningTransformInvertsToItself() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test("perspective enlarges what comes nearer") func perspectiveEnlargesWhatComesNearer() throws {
        // Moved 128 towards an eye 512 away: w = 1 - 128/512 = 0.75, so (96, 48) is drawn at (128, 64).
        let nearer = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 128), Self.perspective(512))
        #expect(nearer.m44 == 0.75)
        #expect(nearer.transform3D.project(Point(x: 96, y: 48)) == Point(x: 128, y: 64))
        // Turned π/3 about y: (100, 0) goes to x 50, z -86.6 (away), w = 1 + 86.6/512; (-100, 0) comes nearer.
        let turned = CATransform3DRotate(Self.perspective(512), .pi / 3, 0, 1, 0)
        let right = try #require(turned.transform3D.project(Point(x: 100, y: 0)))
        let left = try #require(turned.transform3D.project(Point(x: -100, y: 0)))
        #expect((right.x * 1e9).rounded() == 42_766_273_567)
        #expect((left.x * 1e9).rounded() == -60_179_014_757)
        #expect(right.y == 0 && left.y == 0)
    }

    @Test("affine transforms go both ways") func affineTransformsGoBothWays() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let made = CATransform3DMakeAffineTransform(affine)
        #expect(TransformRounding.numbers(made) == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        #expect(CATransform3DIsAffine(made))
        #expect(CATransform3DGetAffineTransform(made) == affine)
        #expect(!CATransform3DIsAffine(Self.perspective(500)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 1, 0)))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 0, 1)))
    }

    @Test("identity and equality") func identityAndEquality() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 2)))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(2, 2, 2), CATransform3DScale(CATransform3DIdentity, 2, 2, 2)))
        #expect(!CATransform3DEqualToTransform(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeScale(2, 2, 1)))
        #expect(TransformRounding.numbers(CATransform3D()) == [Double](repeating: 0, count: 16))
    }

    @Test("the engine transform is the same sixteen numbers") func theEngineTransformIsTheSameSixteenNumbers() {
        let t = CATransform3DRotate(CATransform3DTranslate(Self.perspective(500), 3, -7, 11), 0.7, 1, 2, 3)
        let rows = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        #expect(t.transform3D.numbers == rows.map { Double($0) })
        #expect(CATransform3D(t.transform3D) == t)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DMakeAffineTransform(affine).transform3D == Transform3D(affine.transform2D))
        #expect(CATransform3DConcat(t, t).transform3D == t.transform3D.concatenating(t.transform3D))
    }
}
