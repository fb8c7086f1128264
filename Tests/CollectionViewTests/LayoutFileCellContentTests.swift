import CollectionLayout
import CollectionView
import XCollectionGallery
import Testing
import TestSupport

@Suite("What a layout file's elements show in the window")
struct LayoutFileCellContentTests {
    func source(_ text: String) throws -> any CollectionDataSource {
        Gallery.example(for: try LayoutDocument.decode(text), name: "test").dataSource
    }

    static let row = #""group": { "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "absolute(44)" }, "subitems": [ { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" } } ] }"#
    static let header = #""elementKind": "header", "size": { "width": "fractionalWidth(1)", "height": "absolute(40)" }, "alignment": "top""#

    @Test("with no content keys, the placeholder look: tiles tinted by section and labelled by item, headers by kind and section, grey rounded decorations")
    func placeholder() throws {
        let source = try source(#"{ "configuration": { "boundarySupplementaryItems": [ { \#(Self.header) } ] }, "sections": [ { "items": 3, \#(Self.row), "boundarySupplementaryItems": [ { \#(Self.header) } ], "decorationItems": [ { "elementKind": "bg" } ] }, { "items": 2, \#(Self.row) } ] }"#)
        #expect(source.backgroundColor.light == .white)
        #expect(source.content(forItemAt: IndexPath(item: 2, section: 1)).light == CellContent(
            background: Color(hex: 0xFF9500), border: Border(color: .white), padding: DirectionalEdgeInsets(top: 12, leading: 4, bottom: 12, trailing: 4),
            labels: [TextLabel("2", font: FontSpec(size: 15, weight: .semibold), color: .white, alignment: .center)]))
        #expect(source.content(forItemAt: IndexPath(item: 0, section: 0)).background?.light == Color(hex: 0x5856D6))
        #expect(source.content(forSupplementaryOfKind: "header", at: IndexPath(item: 0, section: 0))?.light == CellContent(
            background: Color(hex: 0xF2F2F7), border: Border(color: .white), padding: DirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12),
            labels: [TextLabel("header 0", font: FontSpec(size: 16, weight: .semibold), color: Color(hex: 0x000000))]))
        #expect(source.content(forSupplementaryOfKind: "header", at: IndexPath(item: 0, section: -1))?.labels.map(\.text) == ["header -1"])
        #expect(source.content(forDecorationOfKind: "bg", at: IndexPath(item: 0, section: 0))?.light == CellContent(background: Color(hex: 0xF2F2F7), cornerRadius: 12))
    }

    @Test("rows: titles from the template, a grey subtitle, a chevron, and a separator under all but a section's last")
    func rows() throws {
        let source = try source(##"{ "backgroundColor": "#F2F2F7", "sections": [ { "items": 3, "cells": { "style": "row", "title": "Song {number}", "subtitle": "Side {section}, track {item}", "accessory": "chevron" }, \##(Self.row) } ] }"##)
        #expect(source.backgroundColor == Color(hex: 0xF2F2F7))
        let first = source.content(forItemAt: IndexPath(item: 0, section: 0)).light
        #expect(first == CellContent(
            background: .white, padding: DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16),
            labels: [TextLabel("Song 1", font: FontSpec(size: 16), color: Color(hex: 0x000000)),
                     TextLabel("Side 0, track 0", font: FontSpec(size: 13), color: Color(hex: 0x8A8A8E))],
            accessory: .chevron(Color(hex: 0xC4C4C7)), separator: Separator(color: Color(hex: 0xC6C6C8), leadingInset: 16)))
        #expect((0..<3).map { source.content(forItemAt: IndexPath(item: $0, section: 0)).labels[0].text } == ["Song 1", "Song 2", "Song 3"])
        #expect(source.content(forItemAt: IndexPath(item: 2, section: 0)).separator == nil)
    }

    @Test("colours: a cell's, a title's, a transparent row that lets a decoration show through")
    func colours() throws {
        let source = try source(##"{ "sections": [ { "items": 4, "cells": { "titles": ["A", "B"], "subtitle": "x", "color": "#336699", "textColor": "#FFCC0080" }, \##(Self.row) }, { "items": 1, "cells": { "style": "row", "color": "#FFFFFF00", "textColor": "#FF0000" }, \##(Self.row), "decorationItems": [ { "elementKind": "card", "color": "#FFFFFF", "cornerRadius": 0 } ] } ] }"##)
        let tile = source.content(forItemAt: IndexPath(item: 3, section: 0))
        #expect(tile.background == Color(hex: 0x336699))
        #expect(tile.labels.map(\.text) == ["B", "x"])
        #expect(tile.labels[0].color == Color(red: 1, green: 0.8, blue: 0, alpha: 128.0 / 255))
        #expect(tile.labels[1].font == FontSpec(size: 13))
        let row = source.content(forItemAt: IndexPath(item: 0, section: 1))
        #expect(row.background == nil)
        #expect(row.labels.map(\.text) == ["0"])
        #expect(row.labels[0].color == Color(hex: 0xFF0000))
        #expect(source.content(forDecorationOfKind: "card", at: IndexPath(item: 0, section: 1)) == CellContent(background: .white, cornerRadius: 0))
    }

    @Test("headers and badges show their titles, with the section and item put in")
    func supplementaries() throws {
        let badge = ##"{ "elementKind": "badge", "size": { "width": "absolute(20)", "height": "absolute(20)" }, "containerAnchor": { "edges": ["top", "trailing"] }, "title": "{number}", "color": "#FF3B30", "textColor": "#FFFFFF" }"##
        let source = try source(#"{ "configuration": { "boundarySupplementaryItems": [ { \#(Self.header), "title": "Library" } ] }, "sections": [ { "items": 3, "group": { "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "absolute(44)" }, "subitems": [ { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" }, "supplementaryItems": [\#(badge)] } ] }, "boundarySupplementaryItems": [ { \#(Self.header), "title": "Section {section}" } ] } ] }"#)
        #expect(source.content(forSupplementaryOfKind: "header", at: IndexPath(item: 0, section: 0))?.labels.map(\.text) == ["Section 0"])
        #expect(source.content(forSupplementaryOfKind: "header", at: IndexPath(item: 0, section: -1))?.labels.map(\.text) == ["Library"])
        let badgeContent = source.content(forSupplementaryOfKind: "badge", at: IndexPath(item: 1, section: 0))
        #expect(badgeContent?.labels.map(\.text) == ["2"])
        #expect(badgeContent?.background == Color(hex: 0xFF3B30))
        #expect(badgeContent?.labels.first?.color == .white)
        // Given a colour, a badge or header loses the placeholder's white hairline.
        #expect(badgeContent?.border == nil)
        #expect(source.content(forSupplementaryOfKind: "header", at: IndexPath(item: 0, section: 0))?.border == Border(color: .white))
    }

    @Test("assets/layouts/settings.json: a grouped settings screen of white cards on grey, rows with chevrons, titled sections")
    func shippedSettings() throws {
        let root = #filePath.components(separatedBy: "/Tests/")[0]
        let source = try source(try String(contentsOfFile: root + "/assets/layouts/settings.json", encoding: .utf8))
        #expect(source.itemCounts == [1, 5, 4, 8])
        #expect(source.backgroundColor == Color(hex: 0xF2F2F7))
        let profile = source.content(forItemAt: IndexPath(item: 0, section: 0))
        #expect(profile.labels.map(\.text) == ["Jane Appleseed", "Apple Account, iCloud, Media & Purchases"])
        #expect(profile.background == nil)
        #expect(profile.accessory?.light == .chevron(Color(hex: 0xC4C4C7)))
        #expect((0..<5).map { source.content(forItemAt: IndexPath(item: $0, section: 1)).labels[0].text }
                == ["Airplane Mode", "Wi-Fi", "Bluetooth", "Mobile Data", "Personal Hotspot"])
        #expect((1..<4).map { source.content(forSupplementaryOfKind: "header", at: IndexPath(item: 0, section: $0))?.labels.first?.text }
                == ["Connectivity", "Alerts", "Device"])
        #expect(source.content(forDecorationOfKind: "card", at: IndexPath(item: 0, section: 2)) == CellContent(background: .white, cornerRadius: 10))
    }

    @Test("a flow file's headers and footers show headerTitle and footerTitle")
    func flow() throws {
        let source = try source(#"{ "kind": "flow", "flow": { "headerReferenceSize": [0, 40], "footerReferenceSize": [0, 30] }, "sections": [ { "items": 5, "headerTitle": "Tags {section}", "cells": { "titles": ["Swift", "Linux"] } }, { "items": 1 } ] }"#)
        #expect(source.content(forSupplementaryOfKind: "header", at: IndexPath(item: 0, section: 0))?.labels.map(\.text) == ["Tags 0"])
        #expect(source.content(forSupplementaryOfKind: "footer", at: IndexPath(item: 0, section: 0))?.labels.map(\.text) == ["footer 0"])
        #expect(source.content(forSupplementaryOfKind: "header", at: IndexPath(item: 0, section: 1))?.labels.map(\.text) == ["header 1"])
        #expect((0..<3).map { source.content(forItemAt: IndexPath(item: $0, section: 0)).labels[0].text } == ["Swift", "Linux", "Swift"])
    }

    @Test("a layout file shown in the window exports as itself, content and all")
    func exportsItself() throws {
        let text = #"{ "name": "Mine", "sections": [ { "items": 3, "cells": { "style": "row", "title": "Row {number}" }, \#(Self.row) } ] }"#
        let document = try LayoutDocument.decode(text)
        let example = Gallery.example(for: document, name: "mine")
        #expect(example.document(for: Size(width: 100, height: 100)) == document)
    }
}
