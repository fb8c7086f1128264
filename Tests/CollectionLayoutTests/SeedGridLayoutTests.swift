import CollectionLayout
import XCollectionGallery
import Testing

/// Exact frames of the seeds' list, grid and two-column grid at 375x667.
@Suite struct SeedGridLayoutTests {
    @Test("list", arguments: [
        (0, rect(0, 0, 375, 44)), (1, rect(0, 44, 375, 44)), (10, rect(0, 440, 375, 44)), (93, rect(0, 4092, 375, 44)),
    ])
    func list(item: Int, frame: Rect) throws {
        let solved = try solveExample(Gallery.listLayout(), [94])
        #expect(solved.contentSize == Size(width: 375, height: 4136))
        #expect(solved.cellFrames.count == 94)
        #expect(solved.cellFrames[IndexPath(item: item, section: 0)] == frame)
    }

    @Test("grid", arguments: [
        (0, rect(5, 5, 65, 65)), (1, rect(80, 5, 65, 65)), (4, rect(305, 5, 65, 65)),
        (5, rect(5, 80, 65, 65)), (93, rect(230, 1355, 65, 65)),
    ])
    func grid(item: Int, frame: Rect) throws {
        let solved = try solveExample(Gallery.gridLayout(), [94])
        // 94 items at five a row: 19 rows of 75.
        #expect(solved.contentSize == Size(width: 375, height: 1425))
        #expect(solved.cellFrames[IndexPath(item: item, section: 0)] == frame)
    }

    @Test("two column", arguments: [
        (0, rect(10, 0, 172.5, 44)), (1, rect(192.5, 0, 172.5, 44)), (2, rect(10, 54, 172.5, 44)),
        (92, rect(10, 2484, 172.5, 44)), (93, rect(192.5, 2484, 172.5, 44)),
    ])
    func twoColumn(item: Int, frame: Rect) throws {
        let solved = try solveExample(Gallery.twoColumnLayout(), [94])
        // 47 rows of 44 with 46 gaps of 10.
        #expect(solved.contentSize == Size(width: 375, height: 2528))
        #expect(solved.cellFrames[IndexPath(item: item, section: 0)] == frame)
    }

    @Test("grid at I pad size has five columns of A fifth") func gridAtIPadSizeHasFiveColumnsOfAFifth() throws {
        let solved = try solveExample(Gallery.gridLayout(), [94], size: Size(width: 1024, height: 768))
        let cell = try #require(solved.cellFrames[IndexPath(item: 6, section: 0)])
        #expect(close(cell, rect(209.8, 209.8, 194.8, 194.8)))
        #expect(solved.contentSize.height == 19 * 204.8)
    }

    @Test("partial last group keeps the columns") func partialLastGroupKeepsTheColumns() throws {
        let solved = try solveExample(Gallery.gridLayout(), [7])
        #expect(solved.cellFrames.count == 7)
        #expect(solved.cellFrames[IndexPath(item: 6, section: 0)] == rect(80, 80, 65, 65))
        #expect(solved.contentSize.height == 150)
    }
}
