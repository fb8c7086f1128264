import CollectionLayout
import Foundation
import Testing
import TestSupport

/// Every file in assets/layouts, the ones people copy from, reads, solves and writes back.
@Suite struct ShippedLayoutFileTests {
    static let names: [String] = {
        let folder = URL(fileURLWithPath: fixture("")).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test("the shipped files are the expected ones") func theShippedFilesAreTheExpectedOnes() {
        #expect(Self.names == ["appstore.json", "badges.json", "grid.json", "headers-footers.json", "list.json", "nested-groups.json",
                               "paging-modes.json", "pinned-headers.json", "section-background.json", "settings.json", "two-column.json"])
    }

    @Test("reads solves and writes back", arguments: names)
    func readsSolvesAndWritesBack(name: String) throws {
        let document = try LayoutDocument.decode(try String(contentsOfFile: fixture(name), encoding: .utf8))
        for size in [Size(width: 375, height: 667), Size(width: 1024, height: 768)] { _ = try document.solve(container: size) }
        #expect(try LayoutDocument.decode(document.encoded()) == document)
    }
}
