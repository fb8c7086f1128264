import CollectionLayout
import Testing

/// A layout file's `visibleItemsEffect`: read, written back, run on the screen the dump shows,
/// and refused with the path and what was expected.
@Suite struct VisibleItemsEffectFileTests {
    /// Five 75-point cells across a 375-point strip, scrolling sideways, with `effect`.
    static func file(effect: String) -> String {
        #"""
        { "sections": [ { "items": 5, "orthogonalScrollingBehavior": "continuous",
          "group": { "group": "horizontal", "size": { "width": "absolute(75)", "height": "absolute(75)" },
                     "subitems": [ { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" } } ] },
          "visibleItemsEffect": \#(effect) } ] }
        """#
    }

    static func presentations(_ effect: String) throws -> [Int: ElementPresentation] {
        let layout = try LayoutDocument.decode(file(effect: effect)).solve(container: phone)
        let all = VisibleItemsPass.presentations(of: layout, offsets: ScrollOffsets(viewportLength: phone.height), viewport: phone)
        return Dictionary(uniqueKeysWithValues: all.map { ($0.key.indexPath.item, $0.value) })
    }

    @Test("scale and fade shrinks and fades by distance from the middle") func scaleAndFadeShrinksAndFadesByDistanceFromTheMiddle() throws {
        // Centres at 37.5 … 337.5, the middle at 187.5, falloff half the width: shares 0.8, 0.4, 0, 0.4, 0.8.
        let shown = try Self.presentations(#"{ "type": "scaleAndFade", "minimumScale": 0.5, "minimumAlpha": 0, "falloff": 0.5 }"#)
        let expected: [(scale: Double, alpha: Double, zIndex: Int)] = [(0.6, 0.2, 20), (0.8, 0.6, 60), (1, 1, 100), (0.8, 0.6, 60), (0.6, 0.2, 20)]
        for (item, values) in expected.enumerated() {
            let presentation = try #require(shown[item])
            #expect(abs(presentation.transform.a - values.scale) < 1e-12 && abs(presentation.transform.d - values.scale) < 1e-12)
            #expect(abs(presentation.alpha - values.alpha) < 1e-12)
            #expect(presentation.zIndex == values.zIndex)
        }
    }

    @Test("rotation turns cells in perspective and defaults its numbers") func rotationTurnsCellsInPerspectiveAndDefaultsItsNumbers() throws {
        let shown = try Self.presentations(#"{ "type": "rotation" }"#)
        // One cell length (75) or more from the middle: the full 60°; the middle cell faces the viewer.
        let outer = try #require(shown[0]?.transform3D)
        let expected = Transform3D.rotation(angle: -.pi / 3, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 500))
        #expect(zip(outer.numbers, expected.numbers).allSatisfy { abs($0 - $1) < 1e-12 })
        let middle = try #require(shown[2])
        #expect(middle.zIndex == 100)
        #expect(zip(try #require(middle.transform3D).numbers, Transform3D.perspective(distance: 500).numbers).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test("an effect is written back as read", arguments: [
        #"{ "type": "scaleAndFade", "minimumScale": 0.7, "minimumAlpha": 0.25, "falloff": 2 }"#,
        #"{ "type": "rotation", "maximumAngle": 45, "perspective": 800 }"#,
    ])
    func anEffectIsWrittenBackAsRead(effect: String) throws {
        let document = try LayoutDocument.decode(Self.file(effect: effect))
        let written = document.encoded()
        #expect(written.contains(#""visibleItemsEffect": "# + effect.replacingOccurrences(of: "\"type\"", with: "\"type\"")))
        #expect(try LayoutDocument.decode(written) == document)
    }

    @Test("a faulty effect is named", arguments: [
        (#"{ "type": "spin" }"#, "sections[0].visibleItemsEffect.type", "unknown value \"spin\"; expected one of scaleAndFade, rotation"),
        (#"{ "type": "scaleAndFade", "minimumAlpha": 2 }"#, "sections[0].visibleItemsEffect.minimumAlpha", "expected a number from 0 to 1, got 2"),
        (#"{ "type": "scaleAndFade", "falloff": 0 }"#, "sections[0].visibleItemsEffect.falloff", "expected a number above 0 to 100, got 0"),
        (#"{ "type": "rotation", "minimumScale": 0.5 }"#, "sections[0].visibleItemsEffect.minimumScale",
         "\"minimumScale\" belongs to the other effect; rotation takes maximumAngle, perspective"),
        (#"{ "type": "rotation", "perspective": -1 }"#, "sections[0].visibleItemsEffect.perspective", "expected a number above 0 to 1000000, got -1"),
        (#"{ "minimumScale": 0.5 }"#, "sections[0].visibleItemsEffect", "missing the key \"type\""),
        (#"{ "type": "rotation", "speed": 1 }"#, "sections[0].visibleItemsEffect.speed", "unknown key \"speed\"; expected one of falloff, maximumAngle, minimumAlpha, minimumScale, perspective, type"),
    ])
    func aFaultyEffectIsNamed(effect: String, path: String, message: String) throws {
        let error = #expect(throws: LayoutError.self) { try LayoutDocument.decode(Self.file(effect: effect)) }
        #expect(error?.path == path, "\(String(describing: error))")
        #expect(error?.message == message, "\(String(describing: error))")
    }
}
