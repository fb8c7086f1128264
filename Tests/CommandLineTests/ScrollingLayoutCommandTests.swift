import Foundation
import Testing
import TestSupport
import X11Window

/// The examples that move with the scroll, through `--swift` as a user runs them: the stretchy
/// header's dumps at offsets (the window tests are in `ScrollingLayoutWindowTests.swift`).
@Suite struct ScrollingLayoutCommandTests {
    static let examples = #filePath.components(separatedBy: "/Tests/")[0] + "/Examples/swift/"

    /// The header line of a dump.
    private func header(_ dump: String) -> String? {
        dump.split(separator: "\n").first { $0.contains(#""kind": "UICollectionElementKindSectionHeader""#) }.map(String.init)
    }

    @Test("the stretchy header follows the offset the dump is made at: full at the top, shrinking, then a bar pinned over the content",
          arguments: [(0, "[0, 0, 375, 240]"), (100, "[0, 100, 375, 140]"), (1000, "[0, 1000, 375, 64]")])
    func stretchyHeaderDumps(offset: Int, frame: String) throws {
        let result = try SwiftFileTests.run(["--swift", Self.examples + "stretchy-header.swift", "--size", "375x667",
                                             "--dump-layout", "--offset", "0,\(offset)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(header(result.stdout)?.contains(#""frame": \#(frame), "zIndex": 1"#) == true, "\(header(result.stdout) ?? result.stdout)")
    }
}
