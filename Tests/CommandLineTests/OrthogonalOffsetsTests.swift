import CollectionLayout
import Foundation
import XCollectionGallery
import Testing
import TestSupport

/// Dumps keep UIKit's frame of reference (orthogonal offset 0) unless told otherwise; the first
/// screen is drawn where the window starts.
@Suite("Orthogonal offsets in dumps and descriptions")
struct OrthogonalOffsetsTests {
    /// `paging-modes`' section 4 is `groupPagingCentered`: groups 281.25 wide in 375, so it
    /// starts at −46.875, on the whole pixel −47, and its first cell (2 in) shows at x = 49.
    func firstCell(of dump: String, section: Int) -> String? {
        dump.split(separator: "\n").first { $0.contains("\"category\": \"cell\", \"section\": \(section), \"item\": 0,") }
            .map { String($0.split(separator: "\"frame\": ")[1].prefix { $0 != "]" }) + "]" }
    }

    @Test("the public initial offsets are where the window starts: a centred section at its first group, on a whole pixel")
    func initialOffsets() throws {
        let example = try #require(Gallery.example(named: "paging-modes"))
        let solved = try example.solve(container: Size(width: 375, height: 667))
        #expect(solved.initialOffsets.orthogonal == [4: -47])
        #expect(solved.unscrolledOffsets.orthogonal.isEmpty)
        #expect(solved.attributesForItem(at: IndexPath(item: 0, section: 4), offsets: solved.initialOffsets)?.frame.minX == 49)
        #expect(solved.attributesForItem(at: IndexPath(item: 0, section: 4), offsets: solved.unscrolledOffsets)?.frame.minX == 2)
    }

    @Test("--dump-layout places orthogonal cells at offset 0 by default, at the window's start or at given offsets when asked")
    func dumps() throws {
        let plain = try ProgramRunner.run(["--example", "paging-modes", "--dump-layout", "--no-measure"])
        let start = try ProgramRunner.run(["--example", "paging-modes", "--dump-layout", "--no-measure", "--orthogonal-offsets", "start"])
        let given = try ProgramRunner.run(["--example", "paging-modes", "--dump-layout", "--no-measure", "--orthogonal-offsets", "0:300,4:-10.5"])
        #expect([plain.status, start.status, given.status] == [0, 0, 0])
        #expect(firstCell(of: plain.stdout, section: 4) == "[2, 722, 136.625, 121]")
        #expect(firstCell(of: start.stdout, section: 4) == "[49, 722, 136.625, 121]")
        #expect(firstCell(of: given.stdout, section: 4) == "[12.5, 722, 136.625, 121]")
        #expect(firstCell(of: given.stdout, section: 0) == "[-298, 46, 136.625, 121]")
        #expect(firstCell(of: given.stdout, section: 1) == firstCell(of: plain.stdout, section: 1))
    }

    @Test("--visual-description draws the first screen where the window starts it")
    func description() throws {
        let example = try #require(Gallery.example(named: "paging-modes"))
        let solved = try example.solve(container: Size(width: 375, height: 1400))
        let shown = try ProgramRunner.run(["--example", "paging-modes", "--size", "375x1400", "--visual-description"])
        #expect(shown.status == 0)
        #expect(shown.stdout == solved.visualDescription(offsets: solved.initialOffsets) + "\n")
        #expect(shown.stdout != solved.visualDescription(offsets: solved.unscrolledOffsets) + "\n")
        let unscrolled = try ProgramRunner.run(["--example", "paging-modes", "--size", "375x1400", "--visual-description",
                                                "--orthogonal-offsets", ""])
        #expect(unscrolled.status == 2)
    }

    @Test("offsets for sections that do not scroll sideways, or without a dump, are refused in one line", arguments: [
        (["--example", "paging-modes", "--dump-layout", "--orthogonal-offsets", "5:10"],
         "xcollection: --orthogonal-offsets: section 5 does not scroll orthogonally; the sections that do are 0, 1, 2, 3, 4"),
        (["--example", "list", "--visual-description", "--orthogonal-offsets", "0:10"],
         "xcollection: --orthogonal-offsets: section 0 does not scroll orthogonally; this layout has no such section"),
        (["--example", "paging-modes", "--orthogonal-offsets", "start", "--screenshot", "/tmp/x.png"],
         "xcollection: --orthogonal-offsets goes with --dump-layout, --visual-description or --compare FILE.json"),
        (["--example", "paging-modes", "--dump-layout", "--orthogonal-offsets", "4=10"],
         "xcollection: The value '4=10' is invalid for '--orthogonal-offsets <start|S:X,…>': expected start or SECTION:OFFSET pairs, such as 2:300,5:-37, not \"4=10\""),
    ])
    func refusals(arguments: [String], line: String) throws {
        let result = try ProgramRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == line + "\n")
    }
}
