import CollectionLayout
import Testing

/// A layout file's `"list"` sections: read into the engine's list section, written back, and refused with a path.
@Suite struct ListFileTests {
    static let file = #"""
    { "sections": [
        { "items": 3, "list": { "appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "supplementary",
                                "backgroundColor": "#EEEEEE", "headerTopPadding": 8 },
          "cells": { "style": "row", "titles": ["Wi-Fi", "Bluetooth"], "accessory": "chevron" },
          "headerTitle": "Network", "footerTitle": "Footer {section}" },
        { "items": 2, "list": { "appearance": "sidebar", "showsSeparators": true } },
        { "items": 1, "group": { "group": "vertical", "size": { "width": "fractionalWidth(1)", "height": "absolute(44)" },
                                 "subitems": [ { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" } } ] },
          "contentInsetsReference": "layoutMargins" }
    ] }
    """#

    @Test("a list section is the engines list section") func aListSectionIsTheEnginesListSection() throws {
        let document = try LayoutDocument.decode(Self.file)
        guard case .compositional(let compositional) = document.layout else { Issue.record("not compositional"); return }
        var expected = ListConfiguration(appearance: .insetGrouped)
        expected.headerMode = .supplementary
        expected.footerMode = .supplementary
        expected.backgroundColor = ContentColor(red: 0xEE, green: 0xEE, blue: 0xEE)
        expected.headerTopPadding = 8
        #expect(compositional.sections[0] == LayoutSection.list(using: expected))
        var sidebar = ListConfiguration(appearance: .sidebar)
        sidebar.showsSeparators = true
        #expect(compositional.sections[1] == LayoutSection.list(using: sidebar))
        #expect(compositional.sections[2].contentInsetsReference == .layoutMargins)
        #expect(compositional.itemCounts == [3, 2, 1])
        let content = document.content.section(0)
        #expect(content.supplementaries["header"]?.title?.text == "Network")
        #expect(content.supplementaries["footer"]?.title?.text == "Footer {section}")
        #expect(content.cells.titles == ["Wi-Fi", "Bluetooth"])
    }

    @Test("a list section is written back as A list") func aListSectionIsWrittenBackAsAList() throws {
        let document = try LayoutDocument.decode(Self.file)
        let text = document.encoded()
        #expect(text.contains(#""list": {"#) || text.contains(#""list":{"#))
        #expect(try LayoutDocument.decode(text) == document)
        // Defaults are left out: a sidebar's separators are off unless said, a plain list's on.
        #expect(!text.contains(#""headerMode": "none""#))
        #expect(text.contains(#""showsSeparators": true"#))
    }

    @Test("the files frames are the swift built lists") func theFilesFramesAreTheSwiftBuiltLists() throws {
        let solved = try LayoutDocument.decode(Self.file).solve(container: Size(width: 375, height: 667))
        let header = solved.attributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 0), offsets: solved.initialOffsets)
        #expect(header?.frame == rect(16, 8, 343, 44))
        #expect(solved.attributesForItem(at: IndexPath(item: 0, section: 0), offsets: solved.initialOffsets)?.frame == rect(16, 52, 343, 44))
        // Section 1 starts after 8 + 44 + 3 × 44 + 44 = 228, a sidebar's 10 below it.
        #expect(solved.attributesForItem(at: IndexPath(item: 0, section: 1), offsets: solved.initialOffsets)?.frame == rect(16, 238, 343, 44))
        // The plain section measures its insets from the margins.
        #expect(solved.attributesForItem(at: IndexPath(item: 0, section: 2), offsets: solved.initialOffsets)?.frame == rect(16, 326, 343, 44))
    }

    static func list(_ list: String, section: String = "") -> String {
        #"{ "sections": [ { "items": 2, \#(section) "list": \#(list) } ] }"#
    }

    @Test("fault is named", arguments: [
        (list(#"{}"#), "sections[0].list", "missing the key \"appearance\""),
        (list(#"{ "appearance": "inset" }"#), "sections[0].list.appearance",
         "unknown value \"inset\"; expected one of plain, grouped, insetGrouped, sidebar, sidebarPlain"),
        (list(#"{ "appearance": "plain", "headerMode": "top" }"#), "sections[0].list.headerMode",
         "unknown value \"top\"; expected one of none, supplementary, firstItemInSection"),
        (list(#"{ "appearance": "plain", "footerMode": "firstItemInSection" }"#), "sections[0].list.footerMode",
         "unknown value \"firstItemInSection\"; expected one of none, supplementary"),
        (list(#"{ "appearance": "plain", "showsSeparators": 1 }"#), "sections[0].list.showsSeparators", "expected true or false"),
        (list(#"{ "appearance": "plain", "headerTopPadding": -1 }"#), "sections[0].list.headerTopPadding", "expected a number of 0 or more, got -1"),
        (list(#"{ "appearance": "plain", "headerTopPadding": 1e16 }"#), "sections[0].list.headerTopPadding", "expected a number from 0 to 1e15"),
        (list(#"{ "appearance": "plain", "backgroundColor": "grey" }"#), "sections[0].list.backgroundColor", "expected a colour written #RRGGBB"),
        (list(##"{ "appearance": "plain", "separatorColor": "#000000" }"##), "sections[0].list.separatorColor", "unknown key \"separatorColor\""),
        (list(#"{ "appearance": "plain" }"#, section: #""group": {},"#), "sections[0].group", "unknown key \"group\""),
        (list(#"{ "appearance": "plain" }"#, section: #""headerTitle": "A","#), "sections[0].headerTitle",
         "a header title needs \"headerMode\": \"supplementary\" in \"list\""),
        (list(#"{ "appearance": "plain" }"#, section: #""footerTitle": "A","#), "sections[0].footerTitle",
         "a footer title needs \"footerMode\": \"supplementary\" in \"list\""),
        (list(#""plain""#), "sections[0].list", "expected an object, got a string"),
    ])
    func faultIsNamed(text: String, path: String, message: String) {
        let error = #expect(throws: LayoutError.self) { try LayoutDocument.decode(text) }
        #expect(error?.path == path, "\(String(describing: error))")
        #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
    }

    @Test("content insets reference is read and refused") func contentInsetsReferenceIsReadAndRefused() {
        let text = #"{ "sections": [ { "items": 1, "contentInsetsReference": "margins", "group": { "group": "vertical", "size": { "width": "fractionalWidth(1)", "height": "absolute(44)" }, "subitems": [ { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" } } ] } } ] }"#
        let error = #expect(throws: LayoutError.self) { try LayoutDocument.decode(text) }
        #expect(error?.path == "sections[0].contentInsetsReference")
        #expect(error?.message == "unknown value \"margins\"; expected one of automatic, none, safeArea, layoutMargins, readableContent")
    }
}
