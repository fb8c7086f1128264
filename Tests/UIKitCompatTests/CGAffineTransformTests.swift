import CollectionLayout
import Testing
import UIKitCompat

/// Core Graphics' affine transforms, against values worked out by hand: the six numbers, where a
/// point goes, and which step comes first when transforms are combined.
@Suite struct CGAffineTransformTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let transform: CGAffineTransform
        /// a, b, c, d, tx, ty.
        let numbers: [Double]
        /// Where (1, 1) goes.
        let pointOneOne: [Double]
        var testDescription: String { name }
    }

    static let halfTurn = CGFloat.pi / 2

    static let cases: [Case] = [
        Case(name: "identity", transform: .identity, numbers: [1, 0, 0, 1, 0, 0], pointOneOne: [1, 1]),
        Case(name: "scale 2, 3", transform: CGAffineTransform(scaleX: 2, y: 3), numbers: [2, 0, 0, 3, 0, 0], pointOneOne: [2, 3]),
        Case(name: "rotation π/2", transform: CGAffineTransform(rotationAngle: halfTurn),
             numbers: [0, 1, -1, 0, 0, 0], pointOneOne: [-1, 1]),
        Case(name: "translation 5, -2", transform: CGAffineTransform(translationX: 5, y: -2),
             numbers: [1, 0, 0, 1, 5, -2], pointOneOne: [6, -1]),
        Case(name: "scale then translate", transform: CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0)),
             numbers: [2, 0, 0, 2, 10, 0], pointOneOne: [12, 2]),
        Case(name: "translate then scale", transform: CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2)),
             numbers: [2, 0, 0, 2, 20, 0], pointOneOne: [22, 2]),
        Case(name: "scaledBy puts the scale first", transform: CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2),
             numbers: [2, 0, 0, 2, 10, 0], pointOneOne: [12, 2]),
        Case(name: "translatedBy puts the move first", transform: CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0),
             numbers: [2, 0, 0, 2, 20, 0], pointOneOne: [22, 2]),
        Case(name: "rotated puts the turn first", transform: CGAffineTransform(translationX: 10, y: 0).rotated(by: halfTurn),
             numbers: [0, 1, -1, 0, 10, 0], pointOneOne: [9, 1]),
        Case(name: "rotate then translate", transform: CGAffineTransform(rotationAngle: halfTurn).concatenating(CGAffineTransform(translationX: 10, y: 0)),
             numbers: [0, 1, -1, 0, 10, 0], pointOneOne: [9, 1]),
        Case(name: "translate then rotate", transform: CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(rotationAngle: halfTurn)),
             numbers: [0, 1, -1, 0, 0, 10], pointOneOne: [-1, 11]),
        Case(name: "inverse of scale and move", transform: CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8).inverted(),
             numbers: [0.5, 0, 0, 0.25, -3, -2], pointOneOne: [-2.5, -1.75]),
        Case(name: "inverse of a turn", transform: CGAffineTransform(rotationAngle: halfTurn).inverted(),
             numbers: [0, -1, 1, 0, 0, 0], pointOneOne: [1, -1]),
    ]

    @Test("numbers and points", arguments: cases) func numbersAndPoints(_ testCase: Case) {
        #expect(TransformRounding.numbers(testCase.transform) == testCase.numbers)
        #expect(TransformRounding.numbers(CGPoint(x: 1, y: 1).applying(testCase.transform)) == testCase.pointOneOne)
    }

    @Test("a transform followed by its inverse is the identity") func aTransformFollowedByItsInverseIsTheIdentity() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(TransformRounding.numbers(t.concatenating(t.inverted())) == [1, 0, 0, 1, 0, 0])
        #expect(TransformRounding.numbers(t.inverted()) == [-2, 1, 1.5, -0.5, 1, -2])
    }

    @Test("a flattening transform inverts to itself") func aFlatteningTransformInvertsToItself() {
        let flat = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3)
        #expect(flat.inverted() == flat)
    }

    @Test("identity and zero") func identityAndZero() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1).isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(CGAffineTransform(scaleX: 1, y: 1) == .identity)
    }

    @Test("sizes ignore the translation") func sizesIgnoreTheTranslation() {
        let size = CGSize(width: 10, height: 20)
        #expect(size.applying(CGAffineTransform(translationX: 5, y: 5)) == size)
        #expect(size.applying(CGAffineTransform(scaleX: 2, y: -1)) == CGSize(width: 20, height: -20))
        #expect(size.applying(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 9, ty: 9)) == CGSize(width: 70, height: 100))
    }

    @Test("rects become their corners bounding box") func rectsBecomeTheirCornersBoundingBox() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let scaledAndMoved = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 10))
        #expect(rect.applying(scaledAndMoved) == CGRect(x: 12, y: 14, width: 6, height: 8))
        // (0, 0, 10, 20) turned a quarter about the origin: corners (0, 0), (0, 10), (-20, 0), (-20, 10).
        let turned = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: Self.halfTurn))
        #expect(TransformRounding.numbers(turned) == [-20, 0, 20, 10])
        // A flip keeps the box's size positive.
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -4, y: 2, width: 3, height: 4))
        #expect(CGRect.null.applying(scaledAndMoved).isNull)
    }

    @Test("the engine transform is the same six numbers") func theEngineTransformIsTheSameSixNumbers() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.transform2D == Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(CGAffineTransform(t.transform2D) == t)
        let turn = CGAffineTransform(rotationAngle: 0.3)
        #expect(turn.transform2D == Transform2D(rotationAngle: 0.3))
        let chain = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 4, y: 5))
        #expect(chain.transform2D == Transform2D(scaleX: 2, y: 3).concatenating(Transform2D(translationX: 4, y: 5)))
    }
}
