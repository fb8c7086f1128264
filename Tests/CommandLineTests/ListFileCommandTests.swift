import Foundation
import Testing
import TestSupport

/// A layout file's `"list"` section as a user runs it: dumped with its separators and card,
/// written back as a list, refused in one line when wrong.
@Suite("List sections on the command line")
struct ListFileCommandTests {
    static let file = #"{ "sections": [ { "items": 2, "list": { "appearance": "insetGrouped" }, "cells": { "titles": ["A", "B"] } } ] }"#

    @Test("--dump-layout --no-measure lists the rows, the separator under all but the last, and the card, at 430 wide")
    func dumps() throws {
        let path = try ProgramRunner.temporaryFile(Self.file)
        let result = try ProgramRunner.run(["--layout", path, "--size", "430x932", "--dump-layout", "--no-measure"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            {
              "contentSize": [430, 123],
              "elements": [
                {"category": "cell", "section": 0, "item": 0, "frame": [20, 35, 390, 44], "zIndex": 1},
                {"category": "decoration", "kind": "list-separator", "section": 0, "item": 0, "frame": [40, 78, 370, 1], "zIndex": 1},
                {"category": "cell", "section": 0, "item": 1, "frame": [20, 79, 390, 44], "zIndex": 1},
                {"category": "decoration", "kind": "list-background", "section": 0, "item": 0, "frame": [20, 35, 390, 88], "zIndex": 0}
              ]
            }

            """)
    }

    @Test("--export-layout writes the list back as a list, defaults left out")
    func exports() throws {
        let path = try ProgramRunner.temporaryFile(Self.file)
        let result = try ProgramRunner.run(["--layout", path, "--export-layout"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""list": { "appearance": "insetGrouped" }"#))
    }

    @Test("a bad header mode is refused in one line naming its path, with status 2")
    func refuses() throws {
        let path = try ProgramRunner.temporaryFile(#"{ "sections": [ { "items": 2, "list": { "appearance": "plain", "headerMode": "headers" } } ] }"#)
        let result = try ProgramRunner.run(["--layout", path, "--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stderr == "xcollection: \(path): sections[0].list.headerMode: unknown value \"headers\"; expected one of none, supplementary, firstItemInSection\n")
    }
}
