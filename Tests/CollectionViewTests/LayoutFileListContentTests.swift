import CollectionLayout
import CollectionView
import XCollectionGallery
import Testing
import TestSupport

/// A layout file's list sections drawn in the list's look: rows, headers and footers in the
/// margins, values and accessories, separators and cards in the metrics' colours.
@Suite struct LayoutFileListContentTests {
    static let file = #"""
    { "sections": [
        { "items": 3, "list": { "appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "supplementary" },
          "cells": { "titles": ["Wi-Fi", "Bluetooth"], "subtitle": "Item {number}", "value": "On", "accessory": "checkmark" },
          "headerTitle": "Connections", "footerTitle": "Note {section}" },
        { "items": 2, "list": { "appearance": "plain" }, "cells": { "accessory": "outlineDisclosure", "textColor": "#FF0000" } }
    ] }
    """#

    func source() throws -> any CollectionDataSource {
        Gallery.example(for: try LayoutDocument.decode(Self.file), name: "test").dataSource
    }

    @Test("rows are list rows") func rowsAreListRows() throws {
        let source = try source()
        let grouped = ListStyle(ListConfiguration(appearance: .insetGrouped))
        #expect(source.content(forItemAt: IndexPath(item: 1, section: 0))
            == grouped.row(title: "Bluetooth", subtitle: "Item 2", detail: "On", accessory: ListStyle.checkmark))
        // The plain section lies on the grouped page of the first list, so its rows fill with white.
        let plainRow = source.content(forItemAt: IndexPath(item: 0, section: 1))
        #expect(plainRow.background?.light == .white)
        #expect(plainRow.accessory == ListStyle.outlineDisclosure(expanded: false))
        #expect(plainRow.labels.map(\.text) == ["0"])
        #expect(plainRow.labels.first?.color == Color(hex: 0xFF0000))
        #expect(source.backgroundColor.light == Color(hex: 0xF2F2F7))
    }

    @Test("headers footers and decorations are the lists") func headersFootersAndDecorationsAreTheLists() throws {
        let source = try source()
        let grouped = ListStyle(ListConfiguration(appearance: .insetGrouped))
        #expect(source.content(forSupplementaryOfKind: "header", at: IndexPath(item: 0, section: 0)) == grouped.header(title: "Connections"))
        #expect(source.content(forSupplementaryOfKind: "footer", at: IndexPath(item: 0, section: 0)) == grouped.footer(text: "Note 0"))
        #expect(source.content(forDecorationOfKind: ListConfiguration.backgroundElementKind, at: IndexPath(item: 0, section: 0))?.cornerRadius == 10)
        #expect(source.content(forDecorationOfKind: ListConfiguration.separatorElementKind, at: IndexPath(item: 1, section: 1))
            == grouped.decoration(kind: ListConfiguration.separatorElementKind))
    }
}

/// A layout written in Swift (`--swift`) whose sections are lists is drawn as lists too.
@Suite struct SwiftFileListContentTests {
    @Test("list sections of A swift layout are drawn as lists") func listSectionsOfASwiftLayoutAreDrawnAsLists() {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = CompositionalLayout.list(using: configuration)
        let source = Gallery.example(for: layout, compositional: layout, itemCounts: [2], name: "mine.swift").dataSource
        let style = ListStyle(configuration)
        #expect(source.backgroundColor.light == Color(hex: 0xF2F2F7))
        #expect(source.content(forDecorationOfKind: ListConfiguration.backgroundElementKind, at: IndexPath(item: 0, section: 0))
            == style.decoration(kind: ListConfiguration.backgroundElementKind))
        #expect(source.content(forSupplementaryOfKind: "header", at: IndexPath(item: 0, section: 0)) == style.header(title: "Header 0"))
        #expect(source.content(forItemAt: IndexPath(item: 1, section: 0)) == style.row(title: "1"))
    }
}
