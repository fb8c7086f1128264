import CollectionLayout
import XCollectionGallery
import Testing

/// Exact frames of the seeds' badges, headers and footers, pinned headers and section
/// backgrounds at 375x667.
@Suite struct SeedSupplementaryLayoutTests {
    @Test("badges", arguments: [
        (0, rect(25, 25, 73.75, 57), rect(84.75, 19, 20, 20)),
        (1, rect(108.75, 25, 73.75, 57), rect(168.5, 19, 20, 20)),
        (3, rect(276.25, 25, 73.75, 57), rect(336, 19, 20, 20)),
        (4, rect(25, 92, 73.75, 57), rect(84.75, 86, 20, 20)),
        (99, rect(276.25, 1633, 73.75, 57), rect(336, 1627, 20, 20)),
    ])
    func badges(item: Int, cell: Rect, badge: Rect) throws {
        let solved = try solveExample(Gallery.badgesLayout(), [100])
        // 25 rows of 0.2 × 335 = 67 between insets of 20.
        #expect(solved.contentSize == Size(width: 375, height: 1715))
        let path = IndexPath(item: item, section: 0)
        #expect(solved.cellFrames[path] == cell)
        let found = solved.attributesForSupplementaryElement(ofKind: Gallery.badgeKind, at: path, offsets: solved.initialOffsets)
        #expect(found?.frame == badge)
        #expect(found?.zIndex == 1)
        #expect(solved.elements(.supplementary, kind: Gallery.badgeKind).count == 100)
    }

    @Test("headers and footers", arguments: 0..<5)
    func headersAndFooters(section: Int) throws {
        let solved = try solveExample(Gallery.headersFootersLayout(), [5, 5, 5, 5, 5])
        // A section: header 44, five rows of 44 with gaps of 5, footer 44 = 328.
        #expect(solved.contentSize == Size(width: 375, height: 1640))
        let top = 328.0 * Double(section)
        let offsets = solved.initialOffsets
        let header = solved.attributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: section), offsets: offsets)
        let footer = solved.attributesForSupplementaryElement(ofKind: "footer", at: IndexPath(item: 0, section: section), offsets: offsets)
        #expect(header?.frame == rect(10, top, 355, 44))
        #expect(footer?.frame == rect(10, top + 284, 355, 44))
        for item in 0..<5 {
            #expect(solved.cellFrames[IndexPath(item: item, section: section)] == rect(10, top + 44 + 49 * Double(item), 355, 44))
        }
    }

    /// The header of section 0 (natural y 0, section ends at 328) and of section 1 (natural 328).
    @Test("pinned headers", arguments: [
        (0.0, 0.0, 328.0), (100, 100, 328), (284, 284, 328), (300, 284, 328), (400, 284, 400), (1000, 284, 612),
    ])
    func pinnedHeaders(offset: Double, header0: Double, header1: Double) throws {
        let solved = try solveExample(Gallery.headersFootersLayout(pinned: true), [5, 5, 5, 5, 5])
        let offsets = ScrollOffsets(main: offset, viewportLength: 667)
        let headers = solved.elements(.supplementary, kind: "header", offsets: offsets)
        #expect(headers.map(\.frame.minY).prefix(2) == [header0, header1])
        #expect(headers.allSatisfy { $0.zIndex == 2 })
        // The query at the same offset finds the pinned header where it is drawn.
        let visible = solved.elements(in: rect(0, offset, 375, 667), offsets: offsets)
        let pinned = visible.first { $0.elementKind == "header" && $0.frame.minY <= offset + 1 && $0.frame.maxY > offset }
        #expect(pinned != nil)
        // Footers do not pin.
        #expect(solved.elements(.supplementary, kind: "footer", offsets: offsets).first?.frame.minY == 284)
    }

    @Test("section background", arguments: 0..<5)
    func sectionBackground(section: Int) throws {
        let solved = try solveExample(Gallery.sectionBackgroundLayout(), [5, 5, 5, 5, 5])
        // A section: insets 10, five rows of 44 with gaps of 5, insets 10 = 260.
        #expect(solved.contentSize == Size(width: 375, height: 1300))
        let top = 260.0 * Double(section)
        let decorations = solved.elements(.decoration).filter { $0.indexPath.section == section }
        #expect(decorations.map(\.frame) == [rect(5, top + 5, 365, 250)])
        #expect(decorations.map(\.zIndex) == [0])
        #expect(decorations.map(\.elementKind) == [Gallery.backgroundKind])
        let cell = solved.attributesForItem(at: IndexPath(item: 4, section: section), offsets: solved.initialOffsets)
        #expect(cell?.frame == rect(10, top + 10 + 196, 355, 44))
        #expect(cell?.zIndex == 1, "cells rise above their section's background")
    }

    @Test("nested groups") func nestedGroups() throws {
        let solved = try solveExample(Gallery.nestedGroupsLayout(), [100])
        let rowHeight = 0.4 * 667
        let expected: [(Int, Rect)] = [
            (0, rect(10, 10, 242.5, rowHeight - 20)),
            (1, rect(272.5, 10, 92.5, rowHeight / 2 - 20)),
            (2, rect(272.5, rowHeight / 2 + 10, 92.5, rowHeight / 2 - 20)),
            (3, rect(10, rowHeight + 10, 242.5, rowHeight - 20)),
            (99, rect(10, 33 * rowHeight + 10, 242.5, rowHeight - 20)),
        ]
        for (item, frame) in expected {
            let actual = try #require(solved.cellFrames[IndexPath(item: item, section: 0)])
            #expect(close(actual, frame), "item \(item): \(actual) is not \(frame)")
        }
        // 100 items at three a row: 34 rows, the last holding one.
        #expect(abs(solved.contentSize.height - 34 * rowHeight) < 1e-9)
    }
}
