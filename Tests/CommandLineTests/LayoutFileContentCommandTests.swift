import CollectionLayout
import Foundation
import Testing
import TestSupport
import X11Window

/// Layout files with content, as a user runs them: exported back, and refused when wrong.
@Suite("Layout files with content on the command line")
struct LayoutFileContentCommandTests {
    static let file = ##"""
        { "$schema": "../docs/layout-file.schema.json", "name": "Mine", "backgroundColor": "#f2f2f7",
          "sections": [ { "items": 3, "cells": { "style": "row", "title": "Row {number}", "accessory": "chevron" },
            "group": { "group": "horizontal", "size": { "width": "fractionalWidth(1)", "height": "absolute(100/3)" },
                       "subitems": [ { "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" } } ] },
            "boundarySupplementaryItems": [ { "elementKind": "header", "size": { "width": "fractionalWidth(1)", "height": "absolute(40)" },
                                              "alignment": "top", "title": "Section {section}" } ] } ] }
        """##

    @Test("--export-layout of a layout file writes it as the program reads it: content kept, fractions as decimals, $schema left out")
    func exportsAFile() throws {
        let path = try ProgramRunner.temporaryFile(Self.file)
        let result = try ProgramRunner.run(["--layout", path, "--export-layout"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            {
              "name": "Mine",
              "kind": "compositional",
              "backgroundColor": "#F2F2F7",
              "sections": [
                {
                  "items": 3,
                  "cells": { "style": "row", "title": "Row {number}", "accessory": "chevron" },
                  "group": {
                    "group": "horizontal",
                    "size": { "width": "fractionalWidth(1)", "height": "absolute(33.333333333333336)" },
                    "subitems": [
                      {
                        "size": { "width": "fractionalWidth(1)", "height": "fractionalHeight(1)" }
                      }
                    ]
                  },
                  "boundarySupplementaryItems": [
                    {
                      "elementKind": "header",
                      "size": { "width": "fractionalWidth(1)", "height": "absolute(40)" },
                      "alignment": "top",
                      "title": "Section {section}"
                    }
                  ]
                }
              ]
            }

            """)
        let again = try ProgramRunner.run(["--layout", try ProgramRunner.temporaryFile(result.stdout), "--export-layout"])
        #expect(again.stdout == result.stdout)
    }

    @Test("bad content is one line naming the file and the path, status 2", arguments: [
        (##""style": "row""##, ##""style": "card""##, "sections[0].cells.style: unknown value \"card\"; expected one of tile, row"),
        (##""title": "Row {number}""##, ##""title": 7"##, "sections[0].cells.title: expected a string, got a number"),
        (##""backgroundColor": "#f2f2f7""##, ##""backgroundColor": "#12345""##,
         "backgroundColor: expected a colour written #RRGGBB or #RRGGBBAA in hexadecimal, got \"#12345\""),
        ("absolute(100/3)", "absolute(100/0)", "sections[0].group.size.height: the fraction 100/0 divides by 0"),
    ])
    func refused(original: String, replacement: String, message: String) throws {
        let path = try ProgramRunner.temporaryFile(Self.file.replacingOccurrences(of: original, with: replacement))
        for mode in ["--dump-layout", "--export-layout"] {
            let result = try ProgramRunner.run(["--layout", path, mode])
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "xcollection: \(path): \(message)\n")
        }
    }

    @Test("--screenshot of assets/layouts/settings.json: grey page, white cards, titles, separators")
    func settingsScreenshot() throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let run = try ProgramRunner.run(["--layout", fixture("settings.json"), "--screenshot", png])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try PNG.read(png)
        let grey: [UInt8] = [0xF2, 0xF2, 0xF7, 255], white: [UInt8] = [255, 255, 255, 255]
        #expect(image.rgba(5, 5) == grey)
        // The profile card: 20 to 96; the first rows of Connectivity: 160 to 204, its separator on the last pixel row.
        #expect(image.rgba(200, 30) == white)
        #expect(image.rgba(8, 50) == grey)
        #expect(image.rgba(200, 106) == grey)
        #expect(image.rgba(200, 170) == white)
        #expect(image.rgba(200, 203) == [0xC6, 0xC6, 0xC8, 255])
        #expect(image.rgba(20, 203) == white)
        // "Airplane Mode" is drawn in black from x = 32; "Connectivity" in grey above the card.
        #expect((32..<60).contains { x in (170..<195).contains { image.rgba(x, $0) == [0, 0, 0, 255] } })
        #expect((28..<60).contains { x in (125..<150).contains { image.rgba(x, $0) == [0x6D, 0x6D, 0x72, 255] } })
    }
}
