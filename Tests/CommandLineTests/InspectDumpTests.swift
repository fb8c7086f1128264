import CollectionLayout
import Foundation
import Testing
import TestSupport

/// `--dump-layout --inspect`: the documented `"debug"` key after the elements, and nothing else
/// changed.
@Suite("--dump-layout --inspect adds the inspection of the first screen under \"debug\"")
struct InspectDumpTests {
    func dump(_ arguments: [String]) throws -> String {
        let run = try ProgramRunner.run(arguments + ["--dump-layout", "--no-measure"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        return run.stdout
    }

    /// The `"debug"` object's list `key`, as decoded JSON.
    func debugList(_ text: String, _ key: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let debug = try #require(object["debug"] as? [String: Any])
        return try #require(debug[key] as? [[String: Any]])
    }

    @Test("without --inspect the dump is unchanged; with it, the same text up to the elements' end, then \"debug\"")
    func theDumpIsUnchanged() throws {
        for example in ["nested-groups", "paging-modes", "pinned-headers", "flow-headers-footers"] {
            let plain = try dump(["--example", example])
            let inspected = try dump(["--example", example, "--inspect"])
            #expect(!plain.contains("\"debug\""))
            #expect(inspected.hasPrefix(String(plain.dropLast(3)) + ",\n  \"debug\": {\n    \"rect\": [0, 0, 375, 667],\n    \"groups\": ["))
            #expect(inspected.hasSuffix("\n  }\n}\n"))
            guard case .object(let members) = try JSONParser.parse(inspected) else { Issue.record("not an object"); continue }
            #expect(members.map(\.key) == ["contentSize", "elements", "debug"])
            guard case .object(let debug) = members[2].value else { Issue.record("debug is not an object"); continue }
            #expect(debug.map(\.key) == ["rect", "groups", "items", "spacing", "sectionInsets", "supplementaries", "orthogonal", "lines"])
        }
    }

    /// A wide cell (0.7 of 375) beside a column of two, rows 0.4 × 667 tall, every item inset 10.
    @Test("nested groups") func nestedGroups() throws {
        let text = try dump(["--example", "nested-groups", "--inspect"])
        #expect(text.contains(#"{"section": 0, "group": 0, "path": "sections[0].group", "depth": 0, "frame": [0, 0, 375, 266.8], "contentFrame": [0, 0, 375, 266.8]}"#))
        #expect(text.contains(#"{"section": 0, "group": 0, "path": "sections[0].group.subitems[1]", "depth": 1, "frame": [262.5, 0, 112.5, 266.8], "contentFrame": [262.5, 0, 112.5, 266.8]}"#))
        #expect(text.contains(#"{"section": 0, "item": 1, "path": "sections[0].group.subitems[1].subitem", "depth": 2, "frame": [262.5, 0, 112.5, 133.4], "contentFrame": [272.5, 10, 92.5, 113.4]}"#))
        let groups = try debugList(text, "groups")
        #expect(groups.map { $0["depth"] as? Int } == [0, 1, 0, 1, 0, 1])
        #expect(groups.map { $0["group"] as? Int } == [0, 0, 1, 1, 2, 2])
        let items = try debugList(text, "items")
        #expect(items.map { $0["item"] as? Int } == Array(0...7))
        #expect(items.first?["contentFrame"] as? [Double] == [10, 10, 242.5, 246.8])
        #expect(try debugList(text, "spacing").isEmpty)
        #expect(try debugList(text, "sectionInsets").first?["frame"] as? [Double] == [0, 0, 375, 9071.2])
    }

    @Test("paging modes at orthogonal offsets") func pagingModesAtOrthogonalOffsets() throws {
        let text = try dump(["--example", "paging-modes", "--inspect", "--orthogonal-offsets", "3:300"])
        #expect(text.contains(#"{"section": 2, "behavior": "paging", "strip": [0, 382, 375, 125], "contentExtent": 2812.5, "offset": 0, "offsetRange": [0, 2437.5], "snapPoints": [0, 375, 750]}"#))
        #expect(text.contains(#"{"section": 3, "behavior": "groupPaging", "strip": [0, 551, 375, 125], "contentExtent": 2812.5, "offset": 300, "offsetRange": [0, 2437.5], "snapPoints": [0, 281.25, 562.5, 843.75, 1125]}"#))
        let orthogonal = try debugList(text, "orthogonal")
        #expect(orthogonal.map { $0["section"] as? Int } == [0, 1, 2, 3])
        #expect(orthogonal.map { $0["behavior"] as? String } == ["continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging"])
        #expect(orthogonal[0]["snapPoints"] as? [Double] == [])
        // Section 3 scrolled 300: its groups 1 and 2 show, at −18.75 and 262.5.
        let groups = try debugList(text, "groups").filter { $0["section"] as? Int == 3 }
        #expect(groups.map { $0["frame"] as? [Double] } == [[-18.75, 551, 281.25, 125], [262.5, 551, 281.25, 125]])
        let headers = try debugList(text, "supplementaries").filter { $0["kind"] as? String == "header" }
        #expect(headers.map { $0["alignment"] as? String } == ["top", "top", "top", "top"])
        #expect(headers.map { $0["path"] as? String } == (0...3).map { "sections[\($0)].boundarySupplementaryItems[0]" })
    }

    @Test("the first screen at --offset, pinned headers with their unpinned slot")
    func pinnedAtAnOffset() throws {
        let text = try dump(["--example", "pinned-headers", "--inspect", "--offset", "0,100"])
        #expect(text.contains("\n    \"rect\": [0, 100, 375, 667],\n"))
        #expect(text.contains(#"{"kind": "header", "section": 0, "item": 0, "path": "sections[0].boundarySupplementaryItems[0]", "frame": [10, 100, 355, 44], "zIndex": 2, "attachment": "boundary", "alignment": "top", "pinned": true, "unpinnedFrame": [10, 0, 355, 44], "estimatedFrame": [10, 100, 355, 44]}"#))
    }

    @Test("--inspect goes with the window, a screenshot, a PNG comparison or a dump, and nothing else")
    func refusedWithOtherOutputs() throws {
        for arguments in [["--example", "list", "--inspect", "--visual-description"], ["--example", "list", "--inspect", "--export-layout"],
                          ["--example", "list", "--inspect", "--compare", "/tmp/x.json"]] {
            let run = try ProgramRunner.run(arguments)
            #expect(run.status == 2)
            #expect(run.stderr == "xcollection: --inspect draws the inspector in the window, --screenshot and --compare FILE.png, or adds the debug key to --dump-layout\n")
        }
    }
}
