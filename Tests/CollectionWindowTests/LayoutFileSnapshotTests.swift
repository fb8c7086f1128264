import CollectionLayout
import CollectionWindow
import XCollectionGallery
import Testing
import TestSupport

/// A layout file's content, drawn: the colours and titles it names reach the pixels.
@Suite("Snapshots of layout files with content")
struct LayoutFileSnapshotTests {
    /// Two 60-point rows, 20 apart, inside a 10-point inset, on a grey page.
    static func file(cells: String) -> String {
        ##"{ "backgroundColor": "#F2F2F7", "sections": [ { "items": 2, "cells": { \##(cells) }, "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 }, "interGroupSpacing": 20, "group": { "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "absolute(60)" }, "subitems": [ { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" } } ] }, "decorationItems": [ { "elementKind": "card", "color": "#34C759", "cornerRadius": 0 } ] } ] }"##
    }

    func snapshot(_ text: String) throws -> RGBAImage {
        let example = Gallery.example(for: try LayoutDocument.decode(text), name: "test")
        return try CollectionWindow.snapshot(layout: example.layout, dataSource: example.dataSource, size: Size(width: 200, height: 200))
    }

    /// The pixels of a row's band `y0..<y1` that differ from `background`: its text.
    func ink(_ image: RGBAImage, rows: Range<Int>, background: [UInt8]) -> Int {
        rows.reduce(0) { count, y in count + (0..<200).filter { image.rgba($0, y) != background }.count }
    }

    @Test("the page, the decoration and the cells take the file's colours")
    func colours() throws {
        let image = try snapshot(Self.file(cells: ##""color": "#336699", "title": "Hello""##))
        // Rows at y 10..<70 and 90..<150; the decoration under the section from 0 to 160.
        #expect(image.rgba(100, 165) == [0xF2, 0xF2, 0xF7, 255])
        #expect(image.rgba(5, 5) == [0x34, 0xC7, 0x59, 255])
        #expect(image.rgba(100, 80) == [0x34, 0xC7, 0x59, 255])
        #expect(image.rgba(20, 20) == [0x33, 0x66, 0x99, 255])
        #expect(image.rgba(20, 140) == [0x33, 0x66, 0x99, 255])
    }

    @Test("a row shows its title at the leading edge, a tile in the middle, in the text colour")
    func titles() throws {
        let row = try snapshot(Self.file(cells: ##""style": "row", "color": "#FFFFFF", "title": "Wonderwall", "textColor": "#FF0000""##))
        let white: [UInt8] = [255, 255, 255, 255]
        #expect(row.rgba(190 - 12, 40) == white)
        // The title's ink starts 16 points into the row, which starts at 10; some of it is pure red.
        let inkColumns = (10..<190).filter { x in (30..<50).contains { row.rgba(x, $0) != white } }
        #expect(inkColumns.first.map { (26...28).contains($0) } == true, "\(inkColumns.prefix(3))")
        #expect(inkColumns.contains { x in (30..<50).contains { row.rgba(x, $0) == [255, 0, 0, 255] } })
        // The separator under the first row starts under the title; the last row has none.
        #expect(row.rgba(20, 69) == white)
        #expect(row.rgba(30, 69) == [0xC6, 0xC6, 0xC8, 255])
        #expect(row.rgba(30, 149) == white)
        let tile = try snapshot(Self.file(cells: ##""color": "#336699", "title": "W""##))
        let blue: [UInt8] = [0x33, 0x66, 0x99, 255]
        let tileInk = (0..<200).filter { x in (30..<50).contains { tile.rgba(x, $0) != blue } }.filter { $0 > 12 && $0 < 188 }
        #expect(!tileInk.isEmpty)
        #expect(tileInk.allSatisfy { (90...110).contains($0) }, "\(tileInk)")
        // A longer title leaves more ink than the placeholder's "0".
        let placeholder = try snapshot(Self.file(cells: ##""color": "#336699""##))
        #expect(ink(tile, rows: 11..<69, background: blue) != ink(placeholder, rows: 11..<69, background: blue))
    }
}
