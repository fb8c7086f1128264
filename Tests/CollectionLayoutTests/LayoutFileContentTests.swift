import CollectionLayout
import Testing

/// What a layout file says its elements show: read, written back, and refused at its path.
@Suite struct LayoutFileContentTests {
    static let row = #""group": { "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "absolute(44)" }, "subitems": [ { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" } } ] }"#
    static let header = #""size": { "width": "fractionalWidth(1)", "height": "absolute(40)" }, "alignment": "top""#

    /// A file with every content key of the compositional form.
    static let everyKey = """
        {
          "$schema": "https://example.com/layout-file.schema.json",
          "name": "Playlist",
          "backgroundColor": "#f2f2f7",
          "configuration": {
            "boundarySupplementaryItems": [ { "elementKind": "banner", \(header), "title": "On the road", "color": "#FF2D55", "textColor": "#FFFFFF" } ]
          },
          "sections": [
            { "items": 4,
              "cells": { "style": "row", "title": "Song {number}", "subtitle": "Track {item} of section {section}",
                         "color": "#FFFFFF00", "textColor": "#1C1C1E", "accessory": "chevron" },
              "group": { "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "absolute(60)" },
                         "subitems": [ { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" },
                                         "supplementaryItems": [ { "elementKind": "badge", "size": { "width": "absolute(20)", "height": "absolute(20)" },
                                                                   "containerAnchor": { "edges": ["top", "trailing"] }, "title": "{number}" } ] } ] },
              "boundarySupplementaryItems": [ { "elementKind": "header", \(header), "title": "Side {section}", "color": "#FFFFFF" } ],
              "decorationItems": [ { "elementKind": "card", "color": "#FFFFFF", "cornerRadius": 10.5 } ] },
            { "items": 3, "cells": { "titles": ["Intro", "Verse"], "title": "ignored", "color": "#5856D6" }, \(row) },
            { "items": 2, \(row) }
          ]
        }
        """

    static func content(_ text: String) throws -> LayoutContentDescription {
        try LayoutDocument.decode(text).content
    }

    @Test("every key is read") func everyKeyIsRead() throws {
        let document = try LayoutDocument.decode(Self.everyKey)
        #expect(document.backgroundColor == ContentColor(red: 0xF2, green: 0xF2, blue: 0xF7))
        let content = document.content
        #expect(content.layoutSupplementaries == ["banner": SupplementaryContentDescription(
            title: "On the road", color: ContentColor(red: 0xFF, green: 0x2D, blue: 0x55), textColor: ContentColor(red: 255, green: 255, blue: 255))])
        #expect(content.sections.count == 2)
        #expect(content.sections[0] == SectionContentDescription(
            cells: CellContentDescription(title: "Song {number}", subtitle: "Track {item} of section {section}",
                                          color: ContentColor(red: 255, green: 255, blue: 255, alpha: 0),
                                          textColor: ContentColor(red: 0x1C, green: 0x1C, blue: 0x1E), style: .row, accessory: .chevron),
            supplementaries: ["header": SupplementaryContentDescription(title: "Side {section}", color: ContentColor(red: 255, green: 255, blue: 255)),
                              "badge": SupplementaryContentDescription(title: "{number}")],
            decorations: ["card": DecorationContentDescription(color: ContentColor(red: 255, green: 255, blue: 255), cornerRadius: 10.5)]))
        #expect(content.sections[1] == SectionContentDescription(cells: CellContentDescription(
            title: "ignored", titles: ["Intro", "Verse"], color: ContentColor(red: 0x58, green: 0x56, blue: 0xD6))))
        #expect(content.section(2) == SectionContentDescription())
        #expect(content.section(99) == SectionContentDescription())
    }

    @Test("the content keys leave the layout as it was")
    func layoutUnchanged() throws {
        let full = try LayoutDocument.decode(Self.everyKey)
        var plain = full
        plain.backgroundColor = nil
        guard case .compositional(var compositional) = plain.layout else { Issue.record("not compositional"); return }
        compositional.content = LayoutContentDescription()
        plain.layout = .compositional(compositional)
        let plainText = plain.encoded()
        for key in ["cells", "title", "color", "cornerRadius", "backgroundColor"] { #expect(!plainText.contains("\"\(key)\"")) }
        let reread = try LayoutDocument.decode(plainText)
        #expect(reread == plain)
        #expect(try full.solve(container: phone).allElements() == reread.solve(container: phone).allElements())
    }

    @Test("templates put in the section, the item and the number")
    func templates() throws {
        let content = try Self.content(Self.everyKey)
        let cells = content.section(0).cells
        #expect(cells.title(section: 0, item: 0) == "Song 1")
        #expect(cells.title(section: 0, item: 999_999_999_999) == "Song 1000000000000")
        #expect(cells.subtitle(section: 0, item: 3) == "Track 3 of section 0")
        // Titles are used in turn, and win over a title.
        #expect((0..<5).map { content.section(1).cells.title(section: 1, item: $0) } == ["Intro", "Verse", "Intro", "Verse", "Intro"])
        #expect(content.section(2).cells.title(section: 2, item: 1) == nil)
        #expect(content.supplementary("header", section: 0).title?.filled(section: 0, item: 0) == "Side 0")
        #expect(content.supplementary("header", section: 1) == SupplementaryContentDescription())
        #expect(content.supplementary("banner", section: -1).title?.filled(section: -1, item: 0) == "On the road")
        #expect(content.decoration("card", section: 0).cornerRadius == 10.5)
        #expect(content.decoration("card", section: 1) == DecorationContentDescription())
    }

    @Test("placeholders are replaced wherever and however often they appear; other braces stay as written", arguments: [
        ("{section}-{item}-{number}", "7-41-42"), ("{item}{item}", "4141"), ("{Item} {sections} {}", "{Item} {sections} {}"),
        ("no placeholder", "no placeholder"), ("", ""), ("{{number}}", "{42}"), ("Größe {number} ✓", "Größe 42 ✓"),
    ])
    func templateSubstitution(template: String, text: String) {
        #expect(ContentTemplate(template).filled(section: 7, item: 41) == text)
    }

    @Test("colours are #RRGGBB or #RRGGBBAA in either case, written back in upper case", arguments: [
        ("#000000", ContentColor(red: 0, green: 0, blue: 0), "#000000"),
        ("#ff3b30", ContentColor(red: 0xFF, green: 0x3B, blue: 0x30), "#FF3B30"),
        ("#0A0b0C80", ContentColor(red: 10, green: 11, blue: 12, alpha: 0x80), "#0A0B0C80"),
        ("#123456FF", ContentColor(red: 0x12, green: 0x34, blue: 0x56), "#123456"),
    ])
    func colours(written: String, color: ContentColor, rewritten: String) {
        #expect(ContentColor(hex: written) == color)
        #expect(color.description == rewritten)
    }

    @Test("bad colours", arguments: ["#12345", "123456", "#1234567", "#12345G", "#", "", "#1234567890", "# 12345", "#+12345"])
    func badColours(written: String) {
        #expect(ContentColor(hex: written) == nil)
    }

    @Test("a file's content is written back, and reads back the same")
    func roundTrip() throws {
        let document = try LayoutDocument.decode(Self.everyKey)
        let text = document.encoded()
        #expect(try LayoutDocument.decode(text) == document)
        #expect(try LayoutDocument.decode(text).encoded() == text)
        #expect(text.contains(##""backgroundColor": "#F2F2F7""##))
        #expect(text.contains("""
                  "items": 4,
                  "cells": {
                    "style": "row",
                    "title": "Song {number}",
                    "subtitle": "Track {item} of section {section}",
                    "color": "#FFFFFF00",
                    "textColor": "#1C1C1E",
                    "accessory": "chevron"
                  },
                  "group": {
            """))
        #expect(text.contains(#""containerAnchor": { "edges": ["top", "trailing"] },\#n                "title": "{number}"\#n"#))
        #expect(text.contains(##""alignment": "top",\##n          "title": "Side {section}",\##n          "color": "#FFFFFF"\##n"##))
        #expect(text.contains(##"{ "elementKind": "card", "color": "#FFFFFF", "cornerRadius": 10.5 }"##))
        // $schema is for editors: read, and left out when written.
        #expect(!text.contains("$schema"))
    }

    @Test("a file without content keys has no content and writes none")
    func noContent() throws {
        let document = try LayoutDocument.decode(#"{ "sections": [ { "items": 3, "cells": {}, \#(Self.row) } ] }"#)
        #expect(document.content.isEmpty)
        #expect(document.backgroundColor == nil)
        #expect(!document.encoded().contains("cells"))
    }

    @Test("content of one kind may be given on several elements when it is the same")
    func sameContentTwice() throws {
        let badge = #"{ "elementKind": "badge", "size": { "width": "absolute(9)", "height": "absolute(9)" }, "containerAnchor": { "edges": ["top"] }, "title": "new" }"#
        let text = #"{ "sections": [ { "items": 3, "group": { "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "absolute(44)" }, "supplementaryItems": [\#(badge)], "subitems": [ { "size": { "width": "fractionalWidth(0.5)", "height": "fractionalHeight(1)" }, "supplementaryItems": [\#(badge)] } ] } } ] }"#
        #expect(try Self.content(text).section(0).supplementaries == ["badge": SupplementaryContentDescription(title: "new")])
    }

    @Test("flow content") func flowContent() throws {
        let text = ##"{ "kind": "flow", "backgroundColor": "#FFFFFF", "flow": { "headerReferenceSize": [0, 40] }, "sections": [ { "items": 10, "itemSizes": [[80, 30], [120, 30]], "cells": { "titles": ["Swift", "UIKit"], "color": "#007AFF" }, "headerTitle": "Tags {section}", "footerTitle": "{section} ends" } ] }"##
        let document = try LayoutDocument.decode(text)
        #expect(document.backgroundColor == ContentColor(red: 255, green: 255, blue: 255))
        #expect(document.content.sections == [SectionContentDescription(
            cells: CellContentDescription(titles: ["Swift", "UIKit"], color: ContentColor(red: 0, green: 0x7A, blue: 0xFF)),
            supplementaries: ["header": SupplementaryContentDescription(title: "Tags {section}"),
                              "footer": SupplementaryContentDescription(title: "{section} ends")])])
        let written = document.encoded()
        #expect(written.contains("""
                  "items": 10,
                  "cells": { "titles": ["Swift", "UIKit"], "color": "#007AFF" },
                  "itemSizes": [
                    [80, 30],
                    [120, 30]
                  ],
                  "headerTitle": "Tags {section}",
                  "footerTitle": "{section} ends"
            """))
        #expect(try LayoutDocument.decode(written) == document)
        #expect(try LayoutDocument.decode(written).content == document.content)
    }

    static func file(cells: String = "", boundary: String = "", decoration: String = "", top: String = "") -> String {
        let boundaries = boundary.isEmpty ? "" : #""boundarySupplementaryItems": [ { "elementKind": "header", \#(header), \#(boundary) } ],"#
        let decorations = decoration.isEmpty ? "" : #""decorationItems": [ { "elementKind": "bg", \#(decoration) } ],"#
        let cellsKey = cells.isEmpty ? "" : #""cells": { \#(cells) },"#
        return #"{ \#(top) "sections": [ { "items": 3, \#(cellsKey) \#(boundaries) \#(decorations) \#(row) } ] }"#
    }

    static let faults: [(String, String, String)] = [
        (file(cells: #""style": "card""#), "sections[0].cells.style", "unknown value \"card\"; expected one of tile, row"),
        (file(cells: #""accessory": "detail""#), "sections[0].cells.accessory", "unknown value \"detail\"; expected one of none, chevron"),
        (file(cells: ##""color": "#12345""##), "sections[0].cells.color",
         "expected a colour written #RRGGBB or #RRGGBBAA in hexadecimal, got \"#12345\""),
        (file(cells: #""textColor": "red""#), "sections[0].cells.textColor",
         "expected a colour written #RRGGBB or #RRGGBBAA in hexadecimal, got \"red\""),
        (file(cells: #""title": 5"#), "sections[0].cells.title", "expected a string, got a number"),
        (file(cells: #""subtitle": null"#), "sections[0].cells.subtitle", "expected a string, got null"),
        (file(cells: #""titles": []"#), "sections[0].cells.titles", "expected at least one title; leave the key out to show each item's index"),
        (file(cells: #""titles": ["a", 2]"#), "sections[0].cells.titles[1]", "expected a string, got a number"),
        (file(cells: #""titles": "a""#), "sections[0].cells.titles", "expected an array, got a string"),
        (file(cells: #""font": "bold""#), "sections[0].cells.font", "unknown key \"font\"; expected one of accessory, color, style, subtitle, textColor, title, titles"),
        (#"{ "sections": [ { "items": 3, "cells": [], \#(row) } ] }"#, "sections[0].cells", "expected an object, got an array"),
        (file(boundary: #""title": ["Header"]"#), "sections[0].boundarySupplementaryItems[0].title", "expected a string, got an array"),
        (file(boundary: ##""color": "#GGGGGG""##), "sections[0].boundarySupplementaryItems[0].color",
         "expected a colour written #RRGGBB or #RRGGBBAA in hexadecimal, got \"#GGGGGG\""),
        (file(boundary: #""cornerRadius": 4"#), "sections[0].boundarySupplementaryItems[0].cornerRadius", "unknown key \"cornerRadius\""),
        (file(decoration: #""cornerRadius": -4"#), "sections[0].decorationItems[0].cornerRadius", "expected a number of 0 or more, got -4"),
        (file(decoration: #""cornerRadius": 1e300"#), "sections[0].decorationItems[0].cornerRadius", "expected a number from 0 to 1e15, got 1e+300"),
        (file(decoration: #""title": "x""#), "sections[0].decorationItems[0].title", "unknown key \"title\""),
        (file(top: ##""backgroundColor": "#FFF","##), "backgroundColor", "expected a colour written #RRGGBB or #RRGGBBAA in hexadecimal, got \"#FFF\""),
        (file(top: #""$schema": 1,"#), "$schema", "expected a string, got a number"),
        (#"{ "sections": [ { "items": 3, \#(row), "boundarySupplementaryItems": [ { "elementKind": "header", \#(header), "title": "A" }, { "elementKind": "header", \#(header), "title": "B" } ] } ] }"#,
         "sections[0].boundarySupplementaryItems[1]",
         "another \"header\" in this section, at sections[0].boundarySupplementaryItems[0], shows other content; elements of one kind in a section show the same content"),
        (#"{ "kind": "flow", "sections": [ { "items": 3, "headerTitle": 1 } ] }"#, "sections[0].headerTitle", "expected a string, got a number"),
        (#"{ "kind": "flow", "sections": [ { "items": 3, "cells": { "style": "list" } } ] }"#, "sections[0].cells.style", "unknown value \"list\""),
        (#"{ "kind": "flow", "sections": [ { "items": 3, "title": "x" } ] }"#, "sections[0].title", "unknown key \"title\""),
    ]

    @Test("fault is named", arguments: faults)
    func faultIsNamed(text: String, path: String, message: String) throws {
        let error = #expect(throws: LayoutError.self) { try LayoutDocument.decode(text) }
        #expect(error?.path == path, "\(String(describing: error))")
        #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
        #expect(error.map { !$0.description.contains("\n") } == true)
    }
}
