import Foundation
import Testing
import TestSupport

/// `--layout-direction`: dumps and screenshots of a right-to-left interface, and the refusal
/// of a direction that is not one.
@Suite("--layout-direction rtl mirrors dumps and screenshots")
struct LayoutDirectionTests {
    /// The frames of a dump's elements, in order.
    func frames(_ dump: String) throws -> [[Double]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let elements = try #require(object["elements"] as? [[String: Any]])
        return try elements.map { try #require($0["frame"] as? [Double]) }
    }

    @Test("a right to left dump is the mirror", arguments: ["appstore", "paging-modes", "flow-headers-footers"])
    func aRightToLeftDumpIsTheMirror(example: String) throws {
        let ltr = try ProgramRunner.run(["--example", example, "--dump-layout", "--no-measure"])
        let rtl = try ProgramRunner.run(["--example", example, "--dump-layout", "--no-measure", "--layout-direction", "rtl"])
        #expect(ltr.status == 0 && rtl.status == 0)
        let left = try frames(ltr.stdout), right = try frames(rtl.stdout)
        #expect(left.count == right.count && !left.isEmpty)
        for (l, r) in zip(left, right) {
            #expect(abs(r[0] - (375 - (l[0] + l[2]))) < 1e-9 && r[1] == l[1] && r[2] == l[2] && r[3] == l[3])
        }
    }

    @Test("the hebrew app store runs right to left unless told otherwise") func theHebrewAppStoreRunsRightToLeftUnlessToldOtherwise() throws {
        let own = try ProgramRunner.run(["--example", "appstore-rtl", "--dump-layout", "--no-measure"])
        let ltr = try ProgramRunner.run(["--example", "appstore-rtl", "--dump-layout", "--no-measure", "--layout-direction", "ltr"])
        let english = try ProgramRunner.run(["--example", "appstore", "--dump-layout", "--no-measure", "--layout-direction", "rtl"])
        #expect(own.stdout == english.stdout)
        #expect(try frames(own.stdout) != frames(ltr.stdout))
    }

    @Test("an unknown direction is refused") func anUnknownDirectionIsRefused() throws {
        let result = try ProgramRunner.run(["--example", "list", "--dump-layout", "--layout-direction", "up"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("the layout direction is ltr or rtl, not \"up\""))
    }
}
