import CollectionLayout
import XCollectionGallery
import Testing
import TestSupport

/// A layout file decodes to the values the Swift API builds, and writes back to itself.
@Suite struct LayoutFileDecodingTests {
    /// A file that uses every key of the compositional format.
    static let everyKey = """
        {
          "name": "Every key",
          "kind": "compositional",
          "configuration": {
            "scrollDirection": "horizontal",
            "interSectionSpacing": 12,
            "boundarySupplementaryItems": [
              { "elementKind": "banner", "size": { "width": "absolute(40)", "height": "fractionalHeight(1)" },
                "alignment": "leading", "offset": [1, -2], "pinToVisibleBounds": true, "extendsBoundary": false, "zIndex": 3 }
            ]
          },
          "sections": [
            { "items": 9,
              "contentInsets": { "top": 1, "leading": 2, "bottom": 3, "trailing": 4 },
              "interGroupSpacing": 6,
              "orthogonalScrollingBehavior": "groupPagingCentered",
              "supplementariesFollowContentInsets": false,
              "boundarySupplementaryItems": [
                { "elementKind": "header", "size": { "width": "fractionalWidth(1)", "height": "estimated(44)" }, "alignment": "topLeading" }
              ],
              "decorationItems": [ { "elementKind": "background", "contentInsets": { "top": 5 }, "zIndex": -1 } ],
              "group": {
                "group": "vertical",
                "size": { "width": "fractionalWidth(0.8)", "height": "fractionalHeight(0.5)" },
                "interItemSpacing": "flexible(4)",
                "contentInsets": { "leading": 3 },
                "edgeSpacing": { "leading": "fixed(1)", "top": "flexible(2)", "trailing": "fixed(3)", "bottom": "flexible(4)" },
                "supplementaryItems": [
                  { "elementKind": "tag", "size": { "width": "absolute(10)", "height": "absolute(10)" },
                    "containerAnchor": { "edges": ["bottom"], "absoluteOffset": [0, 2] },
                    "itemAnchor": { "edges": ["top"] }, "zIndex": 4 }
                ],
                "subitems": [
                  { "size": { "width": "fractionalWidth(1)", "height": "uniformAcrossSiblings(30)" },
                    "contentInsets": { "top": 1, "leading": 1, "bottom": 1, "trailing": 1 },
                    "supplementaryItems": [
                      { "elementKind": "badge", "size": { "width": "absolute(20)", "height": "absolute(20)" },
                        "containerAnchor": { "edges": ["top", "trailing"], "fractionalOffset": [0.3, -0.3] } }
                    ] },
                  { "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "absolute(40)" },
                    "subitem": { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" } }, "count": 3 },
                  { "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "absolute(20)" },
                    "repeatingSubitem": { "size": { "width": "absolute(30)", "height": "fractionalHeight(1)" } }, "count": 2 },
                  { "group": "custom", "size": { "width": "fractionalWidth(1)", "height": "absolute(50)" },
                    "customItems": [ { "frame": [0, 0, 25, 50] }, { "frame": [25, 10, 25, 40], "zIndex": 2 } ] }
                ]
              } }
          ]
        }
        """

    /// The same layout built in Swift.
    static func everyKeyInSwift() -> LayoutDocument {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 12
        var banner = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
            elementKind: "banner", alignment: .leading, absoluteOffset: Point(x: 1, y: -2))
        banner.pinToVisibleBounds = true
        banner.extendsBoundary = false
        banner.zIndex = 3
        configuration.boundarySupplementaryItems = [banner]

        let badge = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
        var first = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .uniformAcrossSiblings(estimate: 30)),
                               supplementaryItems: [badge])
        first.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let fill = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let counted = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                             subitem: fill, count: 3)
        let repeated = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
            repeatingSubitem: LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(30), heightDimension: .fractionalHeight(1))), count: 2)
        let custom = LayoutGroup.custom(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            items: [LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: 25, height: 50)),
                    LayoutGroupCustomItem(frame: Rect(x: 25, y: 10, width: 25, height: 40), zIndex: 2)])
        var group = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .fractionalHeight(0.5)),
            subitems: [first, counted, repeated, custom])
        group.interItemSpacing = .flexible(4)
        group.contentInsets = DirectionalEdgeInsets(leading: 3)
        group.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(1), top: .flexible(2), trailing: .fixed(3), bottom: .flexible(4))
        var tag = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "tag",
            containerAnchor: LayoutAnchor(edges: [.bottom], absoluteOffset: Point(x: 0, y: 2)), itemAnchor: LayoutAnchor(edges: [.top]))
        tag.zIndex = 4
        group.supplementaryItems = [tag]

        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        section.interGroupSpacing = 6
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.supplementariesFollowContentInsets = false
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: "header", alignment: .topLeading)]
        var background = LayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 5)
        background.zIndex = -1
        section.decorationItems = [background]
        return LayoutDocument(name: "Every key", layout: .compositional(
            CompositionalDocument(configuration: configuration, sections: [section], itemCounts: [9])))
    }

    @Test("every key decodes to the swift values") func everyKeyDecodesToTheSwiftValues() throws {
        let decoded = try LayoutDocument.decode(Self.everyKey)
        #expect(decoded == Self.everyKeyInSwift())
    }

    @Test("every key round trips") func everyKeyRoundTrips() throws {
        let decoded = try LayoutDocument.decode(Self.everyKey)
        let text = decoded.encoded()
        #expect(try LayoutDocument.decode(text) == decoded)
        // Writing is stable: a second round gives the same text.
        #expect(try LayoutDocument.decode(text).encoded() == text)
    }

    @Test("file and swift solve to the same frames") func fileAndSwiftSolveToTheSameFrames() throws {
        let fromFile = try LayoutDocument.decode(Self.everyKey).solve(container: phone)
        let fromSwift = try Self.everyKeyInSwift().solve(container: phone)
        #expect(fromFile.allElements() == fromSwift.allElements())
        #expect(fromFile.contentSize == fromSwift.contentSize)
    }

    @Test("shipped layout files match the gallery", arguments: ["list", "grid", "two-column", "badges", "headers-footers", "pinned-headers", "section-background", "nested-groups"])
    func shippedLayoutFilesMatchTheGallery(name: String) throws {
        let text = try String(contentsOfFile: fixture("\(name).json"), encoding: .utf8)
        let fromFile = try LayoutDocument.decode(text).solve(container: phone)
        let example = try #require(Gallery.example(named: name))
        let fromSwift = try example.solve(container: phone)
        #expect(fromFile.allElements() == fromSwift.allElements())
    }

    @Test("the dump is valid JSON with round tripping numbers") func theDumpIsValidJSONWithRoundTrippingNumbers() throws {
        let solved = try solveExample(Gallery.badgesLayout(), [100])
        let dump = LayoutDump.string(solved, offsets: solved.initialOffsets)
        guard case .object(let members) = try JSONParser.parse(dump) else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["contentSize", "elements"])
        guard case .array(let elements) = members[1].value else { Issue.record("no elements"); return }
        #expect(elements.count == 200)
        #expect(dump.contains(#"{"category": "cell", "section": 0, "item": 1, "frame": [108.75, 25, 73.75, 57], "zIndex": 0}"#))
        #expect(dump.contains(#"{"category": "supplementary", "kind": "badge", "section": 0, "item": 0, "frame": [84.75, 19, 20, 20], "zIndex": 1}"#))
    }
}
