import CollectionLayout
import Testing

/// Faulty layout files are refused with the JSON path of the fault and what was expected.
@Suite struct LayoutFileErrorTests {
    /// A valid one-section file with `group` spliced in.
    static func file(group: String, section: String = "", top: String = "") -> String {
        #"{ \#(top) "sections": [ { "items": 10, \#(section) "group": \#(group) } ] }"#
    }

    static let row = #"{ "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "absolute(44)" }, "subitems": [ { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" } } ] }"#

    static let cases: [(String, String, String)] = [
        ("{ \"sections\": [ ", "", "invalid JSON at line 1, column 17: unexpected end of the document"),
        ("[1, 2]", "", "expected an object, got an array"),
        ("{ \"sections\": [], \"sections\": [] }", "", "the key \"sections\" appears twice"),
        ("{ \"name\": \"x\" }", "", "missing the key \"sections\""),
        ("{ \"sections\": [], \"colour\": 1 }", "colour", "unknown key \"colour\""),
        ("{ \"kind\": \"masonry\", \"sections\": [] }", "kind", "unknown value \"masonry\"; expected one of compositional, flow"),
        (file(group: row, section: #""itemz": 3,"#), "sections[0].itemz", "unknown key \"itemz\""),
        (file(group: row.replacingOccurrences(of: "absolute(44)", with: "absolute(-44)")), "sections[0].group.size.height",
         "expected a number of 0 or more in absolute(…), got -44"),
        (file(group: row.replacingOccurrences(of: "absolute(44)", with: "absolute(1e400)")), "sections[0].group.size.height",
         "the number 1e400 is out of range"),
        (file(group: row.replacingOccurrences(of: "absolute(44)", with: "absolute(NaN)")), "sections[0].group.size.height",
         "expected a number inside absolute(…), got \"NaN\""),
        (file(group: row.replacingOccurrences(of: "absolute(44)", with: "absolut(44)")), "sections[0].group.size.height",
         "unknown value \"absolut(44)\""),
        (file(group: row.replacingOccurrences(of: "absolute(44)", with: "absolute(0)")), "sections[0].group.size.height",
         "the group's height is 0 at 375x667; a group needs a size above 0"),
        (file(group: row.replacingOccurrences(of: "fractionalWidth(1)\", \"height\": \"fractionalHeight(1)", with: "absolute(400)\", \"height\": \"fractionalHeight(1)")),
         "sections[0].group", "the group can hold no item: its first subitem needs 400 of width and the group offers 375"),
        (file(group: row.replacingOccurrences(of: "fractionalWidth(1)\", \"height\": \"fractionalHeight(1)", with: "absolute(0)\", \"height\": \"fractionalHeight(1)")),
         "sections[0].group.subitems", "the subitems have no width, so they would repeat without end"),
        (file(group: row.replacingOccurrences(of: "fractionalWidth(1)\", \"height\": \"fractionalHeight(1)", with: "fractionalWidth(0.00001)\", \"height\": \"fractionalHeight(1)")),
         "sections[0].group.subitems", "more than 10000 items fit in one group; make the items larger"),
        (file(group: row.replacingOccurrences(of: "\"subitems\": [ { \"size\": { \"width\": \"fractionalWidth(1)\", \"height\": \"fractionalHeight(1)\" } } ]", with: "\"subitems\": []")),
         "sections[0].group.subitems", "a group needs at least one subitem"),
        (file(group: #"{ "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "absolute(44)" }, "subitem": { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" } }, "count": 0 }"#),
         "sections[0].group.count", "expected a whole number from 1 to 10000, got 0"),
        (file(group: #"{ "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "absolute(44)" }, "subitem": { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" } }, "count": 40 }"#.replacingOccurrences(of: "\"count\": 40", with: "\"count\": 40, \"interItemSpacing\": \"fixed(10)\"")),
         "sections[0].group", "the group can hold no item: 40 items with their spacing need more than its width of 375"),
        (file(group: #"{ "group": "custom", "size": { "width": "fractionalWidth(1)", "height": "absolute(44)" }, "customItems": [] }"#),
         "sections[0].group.customItems", "a custom group needs at least one item"),
        (file(group: #"{ "group": "custom", "size": { "width": "fractionalWidth(1)", "height": "absolute(44)" }, "customItems": [ { "frame": [0, 0, 10] } ] }"#),
         "sections[0].group.customItems[0].frame", "expected 4 numbers, got 3"),
        (file(group: row, section: #""contentInsets": { "top": -1 },"#), "sections[0].contentInsets.top", "expected a number of 0 or more, got -1"),
        (file(group: row, section: #""orthogonalScrollingBehavior": "sideways","#), "sections[0].orthogonalScrollingBehavior", "unknown value \"sideways\""),
        (file(group: row, section: #""boundarySupplementaryItems": [ { "elementKind": "h", "size": { "width": "fractionalWidth(1)", "height": "absolute(4)" }, "alignment": "middle" } ],"#),
         "sections[0].boundarySupplementaryItems[0].alignment", "unknown value \"middle\""),
        (file(group: row, section: #""boundarySupplementaryItems": [ { "elementKind": "h", "size": { "width": "fractionalWidth(1)", "height": "absolute(4)" }, "alignment": "top", "offset": [0, 1e999] } ],"#),
         "sections[0].boundarySupplementaryItems[0].offset[1]", "the number 1e999 is out of range"),
        (file(group: row.replacingOccurrences(of: "\"subitems\"", with: "\"supplementaryItems\": [ { \"elementKind\": \"b\", \"size\": { \"width\": \"absolute(4)\", \"height\": \"absolute(4)\" }, \"containerAnchor\": { \"edges\": [\"up\"] } } ], \"subitems\"")),
         "sections[0].group.supplementaryItems[0].containerAnchor.edges[0]", "unknown value \"up\""),
        (file(group: row, section: "", top: #""configuration": { "scrollDirection": "diagonal" },"#), "configuration.scrollDirection", "unknown value \"diagonal\""),
        ("{ \"sections\": [ { \"items\": 2.5, \"group\": \(row) } ] }", "sections[0].items", "expected a whole number from 0 to 1000000000000, got 2.5"),
        ("{ \"sections\": [ { \"items\": 1, \"group\": { \"size\": { \"width\": \"absolute(4)\", \"height\": \"absolute(4)\" } } } ] }",
         "sections[0].group", "expected a group (an object with the key \"group\")"),
        ("{ \"sections\": [ { \"items\": 1, \"group\": [[[[[[" + String(repeating: "[", count: 300) + " } ] }", "", "nested deeper than 256 levels"),
        // Lengths past 1e15 points, alone or added up, would overflow into infinite frames.
        (file(group: row.replacingOccurrences(of: "absolute(44)", with: "absolute(1e308)")), "sections[0].group.size.height",
         "expected a number from 0 to 1e15, got 1e+308"),
        (file(group: row.replacingOccurrences(of: "absolute(44)", with: "absolute(1e15)")), "sections[0]",
         "the content would reach 1e+16 points"),
        (file(group: row, section: #""contentInsets": { "bottom": 1e300 },"#), "sections[0].contentInsets.bottom",
         "expected a number from 0 to 1e15, got 1e+300"),
        (#"{ "kind": "flow", "flow": { "sectionInset": { "top": 0, "left": 0, "bottom": 1e308, "right": 0 } }, "sections": [ { "items": 3 } ] }"#,
         "flow.sectionInset.bottom", "expected a number from 0 to 1e15, got 1e+308"),
        (#"{ "kind": "flow", "flow": { "itemSize": [50, 1e14] }, "sections": [ { "items": 200 } ] }"#, "sections[0]",
         "the content would reach"),
    ]

    @Test("fault is named", arguments: cases)
    func faultIsNamed(text: String, path: String, message: String) throws {
        let error = #expect(throws: LayoutError.self) {
            let document = try LayoutDocument.decode(text)
            _ = try document.solve(container: phone)
        }
        if path == "" {
            #expect(error?.message.contains(message) == true, "\(String(describing: error))")
        } else {
            #expect(error?.path == path, "\(String(describing: error))")
            #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
        }
        #expect(error.map { !$0.description.contains("\n") } == true)
    }

    @Test("swift built layouts are refused at the same path") func swiftBuiltLayoutsAreRefusedAtTheSamePath() throws {
        var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: .nan)
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
        let error = #expect(throws: LayoutError.self) {
            try CompositionalLayout(section: LayoutSection(group: group)).solve(container: phone, itemCounts: [3])
        }
        #expect(error?.path == "sections[0].group.subitems[0].contentInsets.top")
    }

    @Test("a key with a line break in it is quoted with an escape, so the refusal stays one line")
    func lineBreakInKey() {
        let error = #expect(throws: LayoutError.self) { try LayoutDocument.decode("{ \"sections\": [], \"na\\nme\\u0001\": 1 }") }
        #expect(error?.path == "na\\nme\\u{1}")
        #expect(error.map { "\($0)".contains("\n") } == false)
    }
}
