import CollectionLayout
import Testing

/// Dimensions and spacings may be written as fractions (`fractionalWidth(1/3)`); files are
/// written back with decimals.
@Suite struct LayoutFileFractionTests {
    /// One row whose item's width and the group's height and spacing are spliced in.
    static func file(width: String = "fractionalWidth(1)", height: String = "absolute(44)", spacing: String = "fixed(0)") -> String {
        #"{ "sections": [ { "items": 3, "group": { "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "\#(height)" }, "interItemSpacing": "\#(spacing)", "subitems": [ { "size": { "width": "\#(width)", "height": "fractionalHeight(1)" } } ] } } ] }"#
    }

    static func group(_ text: String) throws -> LayoutGroup {
        guard case .compositional(let document) = try LayoutDocument.decode(text).layout else { throw LayoutError(path: "", message: "not compositional") }
        return document.sections[0].group
    }

    static func itemSize(_ group: LayoutGroup) -> LayoutSize? {
        if case .item(let item) = group.subitems[0] { return item.layoutSize }
        return nil
    }

    @Test("a fraction is the numerator divided by the denominator", arguments: [
        ("fractionalWidth(1/3)", LayoutDimension.fractionalWidth(0.3333333333333333)),
        ("fractionalWidth( 2 / 3 )", .fractionalWidth(0.6666666666666666)),
        ("fractionalHeight(1/4)", .fractionalHeight(0.25)),
        ("absolute(100/3)", .absolute(33.333333333333336)),
        ("estimated(88/2)", .estimated(44)),
        ("uniformAcrossSiblings(1.5/0.5)", .uniformAcrossSiblings(estimate: 3)),
        ("absolute(0/7)", .absolute(0)),
        ("absolute(1e2/4E1)", .absolute(2.5)),
    ])
    func fractionsInDimensions(written: String, value: LayoutDimension) throws {
        #expect(Self.itemSize(try Self.group(Self.file(width: written)))?.widthDimension == value)
    }

    @Test("fractions in spacings") func fractionsInSpacings() throws {
        #expect(try Self.group(Self.file(spacing: "fixed(10/4)")).interItemSpacing == .fixed(2.5))
        #expect(try Self.group(Self.file(spacing: "flexible(1/8)")).interItemSpacing == .flexible(0.125))
        let edges = #"{ "sections": [ { "items": 1, "group": { "group": "vertical", "size": { "width": "fractionalWidth(1)", "height": "absolute(44)" }, "subitems": [ { "size": { "width": "fractionalWidth(1/2)", "height": "absolute(20)" }, "edgeSpacing": { "leading": "flexible(1/2)", "top": "fixed(3/2)" } } ] } } ] }"#
        guard case .item(let item) = try Self.group(edges).subitems[0] else { Issue.record("not an item"); return }
        #expect(item.edgeSpacing == LayoutEdgeSpacing(leading: .flexible(0.5), top: .fixed(1.5), trailing: nil, bottom: nil))
    }

    @Test("the encoder writes the decimal, which reads back to the same value")
    func writtenBackAsDecimals() throws {
        let document = try LayoutDocument.decode(Self.file(width: "fractionalWidth(1/3)", height: "absolute(100/3)", spacing: "fixed(1/7)"))
        let text = document.encoded()
        #expect(text.contains(#""width": "fractionalWidth(0.3333333333333333)""#))
        #expect(text.contains(#""height": "absolute(33.333333333333336)""#))
        #expect(text.contains(#""interItemSpacing": "fixed(0.14285714285714285)""#))
        #expect(!text.contains("/"))
        #expect(try LayoutDocument.decode(text) == document)
        #expect(try LayoutDocument.decode(text).encoded() == text)
    }

    @Test("a fraction solves to the same frames as its decimal")
    func sameFramesAsTheDecimal() throws {
        let fraction = try LayoutDocument.decode(Self.file(width: "fractionalWidth(1/3)")).solve(container: phone)
        let decimal = try LayoutDocument.decode(Self.file(width: "fractionalWidth(0.3333333333333333)")).solve(container: phone)
        #expect(fraction.allElements() == decimal.allElements())
        #expect(fraction.allElements().map(\.frame.width) == [125, 125, 125])
    }

    @Test("bad fractions are refused at their path in one line", arguments: [
        ("fractionalWidth(1/0)", "the fraction 1/0 divides by 0"),
        ("fractionalWidth(0/0)", "the fraction 0/0 divides by 0"),
        ("fractionalWidth(1/)", "expected a fraction such as 1/3 inside fractionalWidth(…): a number, a slash and a number; got \"1/\""),
        ("fractionalWidth(/3)", "expected a fraction such as 1/3 inside fractionalWidth(…): a number, a slash and a number; got \"/3\""),
        ("fractionalWidth(1/2/3)", "expected a number or one fraction such as 1/3 inside fractionalWidth(…), got \"1/2/3\""),
        ("fractionalWidth(-1/3)", "expected a number of 0 or more in fractionalWidth(…), got -1/3"),
        ("fractionalWidth(1/-3)", "expected a number of 0 or more in fractionalWidth(…), got 1/-3"),
        ("fractionalWidth(x/3)", "expected a number inside fractionalWidth(…), got \"x\""),
        ("fractionalWidth(1/03)", "expected a number inside fractionalWidth(…), got \"03\""),
        ("fractionalWidth(1/+3)", "expected a number inside fractionalWidth(…), got \"+3\""),
        ("fractionalWidth(1e400/3)", "the number 1e400 is out of range"),
        ("fractionalWidth(1e300/1e-300)", "the number 1e300/1e-300 is out of range"),
    ])
    func badFractions(written: String, message: String) throws {
        let error = #expect(throws: LayoutError.self) { try LayoutDocument.decode(Self.file(width: written)) }
        #expect(error?.path == "sections[0].group.subitems[0].size.width")
        #expect(error?.message == message)
        #expect(error.map { !$0.description.contains("\n") } == true)
    }

    @Test("bad fraction in A spacing") func badFractionInASpacing() throws {
        let error = #expect(throws: LayoutError.self) { try LayoutDocument.decode(Self.file(spacing: "flexible(3/0)")) }
        #expect(error?.path == "sections[0].group.interItemSpacing")
        #expect(error?.message == "the fraction 3/0 divides by 0")
    }

    @Test("a fraction past the longest length is refused as its decimal would be")
    func fractionPastTheLimit() throws {
        let error = #expect(throws: LayoutError.self) {
            try LayoutDocument.decode(Self.file(height: "absolute(1e16/2)")).solve(container: phone)
        }
        #expect(error?.path == "sections[0].group.size.height")
        #expect(error?.message == "expected a number from 0 to 1e15, got 5000000000000000")
    }
}
