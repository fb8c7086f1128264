import Foundation
import Testing
import TestSupport

/// `--compare GOLDEN.json`: the layout dump against a golden dump, with no display.
@Suite("--compare GOLDEN.json: the layout dump against its golden")
struct CompareDumpTests {
    /// A golden recorded from the 94-row list; its path.
    func recordedList(in folder: LayoutFolder) throws -> String {
        let golden = folder.path + "/goldens/list.json"
        let run = try ProgramRunner.run(["--layout", try folder.list(), "--compare", golden, "--record"])
        #expect(run.status == 0)
        #expect(run.stderr == "xcollection: recorded \(golden)\n")
        return golden
    }

    /// The golden at `path` with `original` replaced by `replacement` (once, and it must be there).
    func edit(_ path: String, _ original: String, _ replacement: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(original))
        try text.replacingOccurrences(of: original, with: replacement).write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test("a missing golden is the dump --dump-layout prints, recorded, and fails; the next run passes")
    func recordsThenPasses() throws {
        let folder = try LayoutFolder()
        let layout = try folder.list()
        let golden = folder.path + "/goldens/list.json"
        let first = try ProgramRunner.run(["--layout", layout, "--compare", golden])
        #expect(first.status == 1)
        #expect(first.stderr == "xcollection: \(golden): no golden was there; recorded this layout dump as the golden: check it, then run again\n")
        #expect(first.stdout.isEmpty)
        let dump = try ProgramRunner.run(["--layout", layout, "--dump-layout"])
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == dump.stdout)
        let second = try ProgramRunner.run(["--layout", layout, "--compare", golden])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.isEmpty)
        #expect(second.stdout.isEmpty)
    }

    @Test("one element one point off is listed on standard output, golden first, with a summary on standard error")
    func aOnePointMoveIsListed() throws {
        let folder = try LayoutFolder()
        let golden = try recordedList(in: folder)
        try edit(golden, #""item": 1, "frame": [0, 44, 375, 44]"#, #""item": 1, "frame": [0, 45, 375, 44]"#)
        let run = try ProgramRunner.run(["--layout", try folder.list(), "--compare", golden])
        #expect(run.status == 1)
        #expect(run.stdout == "cell 0/1: frame [0, 45, 375, 44] → [0, 44, 375, 44]\n")
        #expect(run.stderr == "xcollection: \(golden): the layout differs from the golden in 1 element (1 changed), listed on standard output\n")
    }

    @Test("within half a point is a match")
    func withinHalfAPoint() throws {
        let folder = try LayoutFolder()
        let golden = try recordedList(in: folder)
        try edit(golden, #""item": 1, "frame": [0, 44, 375, 44]"#, #""item": 1, "frame": [0, 44.4, 375, 43.6]"#)
        try edit(golden, #""contentSize": [375, 4136]"#, #""contentSize": [375.5, 4135.5]"#)
        let run = try ProgramRunner.run(["--layout", try folder.list(), "--compare", golden])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test("a changed zIndex is a difference")
    func zIndex() throws {
        let folder = try LayoutFolder()
        let golden = try recordedList(in: folder)
        try edit(golden, #""item": 2, "frame": [0, 88, 375, 44], "zIndex": 0"#, #""item": 2, "frame": [0, 88, 375, 44], "zIndex": 1"#)
        let run = try ProgramRunner.run(["--layout", try folder.list(), "--compare", golden])
        #expect(run.status == 1)
        #expect(run.stdout == "cell 0/2: zIndex 1 → 0\n")
    }

    @Test("an extra row and a missing row are named, with the content size")
    func extraAndMissing() throws {
        let folder = try LayoutFolder()
        let golden = try recordedList(in: folder)
        let more = try ProgramRunner.run(["--layout", try folder.list(items: 95, name: "more.json"), "--compare", golden])
        #expect(more.status == 1)
        #expect(more.stdout == "contentSize [375, 4136] → [375, 4180]\ncell 0/94: extra (frame [0, 4136, 375, 44])\n")
        #expect(more.stderr == "xcollection: \(golden): the layout differs from the golden in the content size and 1 element (1 extra), listed on standard output\n")
        let fewer = try ProgramRunner.run(["--layout", try folder.list(items: 93, name: "fewer.json"), "--compare", golden])
        #expect(fewer.status == 1)
        #expect(fewer.stdout == "contentSize [375, 4136] → [375, 4092]\ncell 0/93: missing (golden frame [0, 4092, 375, 44])\n")
        #expect(fewer.stderr == "xcollection: \(golden): the layout differs from the golden in the content size and 1 element (1 missing), listed on standard output\n")
    }

    @Test("taller rows: twenty lines, then how many more")
    func manyDifferences() throws {
        let folder = try LayoutFolder()
        let golden = try recordedList(in: folder)
        let run = try ProgramRunner.run(["--layout", try folder.list(rowHeight: 45, name: "taller.json"), "--compare", golden])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 22)
        #expect(lines[0] == "contentSize [375, 4136] → [375, 4230]")
        #expect(lines[1] == "cell 0/0: frame [0, 0, 375, 44] → [0, 0, 375, 45]")
        #expect(lines[19] == "cell 0/18: frame [0, 792, 375, 44] → [0, 810, 375, 45]")
        #expect(lines[20] == "… and 75 more")
        #expect(lines[21] == "")
        #expect(run.stderr == "xcollection: \(golden): the layout differs from the golden in the content size and 94 elements (94 changed), listed on standard output\n")
    }

    @Test("the dump is measured by default, as --dump-layout's is, and --no-measure keeps the estimates")
    func measuring() throws {
        let folder = try LayoutFolder()
        let golden = folder.path + "/self-sizing.json"
        #expect(try ProgramRunner.run(["--example", "self-sizing", "--no-measure", "--compare", golden, "--record"]).status == 0)
        let estimates = try ProgramRunner.run(["--example", "self-sizing", "--dump-layout", "--no-measure"])
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == estimates.stdout)
        #expect(try ProgramRunner.run(["--example", "self-sizing", "--no-measure", "--compare", golden]).status == 0)
        let measured = try ProgramRunner.run(["--example", "self-sizing", "--compare", golden])
        #expect(measured.status == 1)
        #expect(measured.stdout.hasPrefix("contentSize [375, 140000] → [375, 140897]\ncell 0/0: frame [0, 0, 375, 70] → [0, 0, 375, 155]\n"))
    }

    @Test("--orthogonal-offsets places orthogonal sections in the compared dump as in --dump-layout")
    func orthogonalOffsets() throws {
        let folder = try LayoutFolder()
        let golden = folder.path + "/paging.json"
        let arguments = ["--example", "paging-modes", "--no-measure", "--orthogonal-offsets", "start"]
        #expect(try ProgramRunner.run(arguments + ["--compare", golden, "--record"]).status == 0)
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == (try ProgramRunner.run(arguments + ["--dump-layout"])).stdout)
        #expect(try ProgramRunner.run(arguments + ["--compare", golden]).status == 0)
    }
}
