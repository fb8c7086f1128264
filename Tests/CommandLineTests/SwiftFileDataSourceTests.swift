import Foundation
import Testing
import TestSupport
import X11Window

/// `--swift` with a file whose `configure(_:)` leaves a `UICollectionViewDiffableDataSource` on its
/// collection view: the dumps and the screenshot take its items and cells.
@Suite(.serialized) struct SwiftFileDataSourceTests {
    static let references = GoldenImage(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/SwiftFileDataSourceTests"))

    @Test("the dump has the snapshot's sections and items, four and three")
    func dumpTakesTheSnapshotsCounts() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(SwiftFileSources.diffableList, name: "diffable.swift")
        let result = try SwiftFileTests.run(["--swift", swift, "--dump-layout"])
        #expect(result.status == 0, "\(result.stderr)")
        let cells = result.stdout.split(separator: "\n").filter { $0.contains(#""category": "cell""#) }
        #expect(cells.filter { $0.contains(#""section": 0,"#) }.count == 4)
        #expect(cells.filter { $0.contains(#""section": 1,"#) }.count == 3)
        // Measured rows of a title and a subtitle are taller than the 44-point estimate.
        #expect(cells.first?.contains("[16, 39, 343, 56]") == true, "\(cells.first ?? "")")
    }

    @Test("the screenshot shows the cells as configured: blue headline titles, subtitles, stars, the label and a chevron")
    func screenshotShowsTheConfiguredCells() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(SwiftFileSources.diffableList, name: "diffable.swift")
        let path = folder.path + "/diffable.png"
        let result = try SwiftFileTests.run(["--swift", swift, "--screenshot", path])
        #expect(result.status == 0, "\(result.stderr)")
        try Self.references.check(try PNG.read(path), named: "diffable-list-375x667")
    }

    @Test("a data source released when configure(_:) returns is refused in one line")
    func releasedDataSourceIsRefused() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(SwiftFileSources.releasedDataSource, name: "released.swift")
        let result = try SwiftFileTests.run(["--swift", swift, "--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("released.swift: the data source configure(_:) made was released when it returned: a collection view holds its dataSource weakly"))
    }

    @Test("--item-counts cannot replace a data source's items")
    func itemCountsAreRefused() throws {
        let folder = try LayoutFolder()
        let swift = try folder.write(SwiftFileSources.diffableList, name: "diffable.swift")
        let result = try SwiftFileTests.run(["--swift", swift, "--item-counts", "3", "--dump-layout"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--item-counts cannot be given for a file whose configure(_:) sets a data source"))
    }
}
