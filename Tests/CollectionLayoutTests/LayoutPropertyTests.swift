import CollectionLayout
import Testing
import TestSupport

/// Properties every solved layout keeps, over many generated layouts and sizes.
@Suite struct LayoutPropertyTests {
    static let seeds: [UInt64] = Array(1...150)
    static let sizes = [Size(width: 375, height: 667), Size(width: 1024, height: 768), Size(width: 200, height: 300)]

    /// Solves seed `seed`, or nil for the (expected) layouts whose groups cannot hold an item.
    func solve(_ seed: UInt64, size: Size) -> (CompositionalSolution, [LayoutSection])? {
        var generator = RandomLayouts(seed: seed)
        let (layout, counts, sections) = generator.layout()
        guard let solved = try? layout.solve(container: size, itemCounts: counts) else { return nil }
        return (solved, sections)
    }

    @Test("frames are finite and inside the content", arguments: seeds)
    func framesAreFiniteAndInsideTheContent(seed: UInt64) throws {
        for size in Self.sizes {
            guard let (solved, sections) = solve(seed, size: size) else { continue }
            let content = solved.contentSize
            #expect(content.width.isFinite && content.height.isFinite)
            for element in solved.allElements() {
                let f = element.frame
                let finite = [f.minX, f.minY, f.width, f.height].allSatisfy { $0.isFinite }
                #expect(finite, "seed \(seed): \(element)")
                #expect(f.width >= 0 && f.height >= 0, "seed \(seed): \(element)")
                #expect(f.minY >= -1e-9 && f.maxY <= content.height + 1e-9, "seed \(seed) at \(size): \(element) outside \(content)")
                // Cells and their badges in an orthogonal section run sideways past the width.
                let s = element.indexPath.section
                let runsSideways = s >= 0 && sections[s].orthogonalScrollingBehavior != .none
                    && (element.category == .cell || (element.category == .supplementary && !isBoundary(element, sections[s])))
                if !runsSideways {
                    #expect(f.minX >= -1e-9 && f.maxX <= content.width + 1e-9, "seed \(seed) at \(size): \(element) outside \(content)")
                }
            }
        }
    }

    @Test("cells of one group never overlap", arguments: seeds)
    func cellsOfOneGroupNeverOverlap(seed: UInt64) throws {
        guard let (solved, _) = solve(seed, size: Self.sizes[0]) else { return }
        for section in solved.itemCounts.indices {
            let perGroup = solved.itemsPerGroup(section: section)
            let cells = solved.elements(.cell).filter { $0.indexPath.section == section }
            for group in stride(from: 0, to: cells.count, by: perGroup) {
                let members = cells[group..<min(group + perGroup, cells.count)]
                for a in members {
                    for b in members where a.indexPath < b.indexPath {
                        let overlapX = min(a.frame.maxX, b.frame.maxX) - max(a.frame.minX, b.frame.minX)
                        let overlapY = min(a.frame.maxY, b.frame.maxY) - max(a.frame.minY, b.frame.minY)
                        #expect(!(overlapX > 1e-9 && overlapY > 1e-9), "seed \(seed): \(a) overlaps \(b)")
                    }
                }
            }
        }
    }

    @Test("rect query equals filtered enumeration", arguments: seeds)
    func rectQueryEqualsFilteredEnumeration(seed: UInt64) throws {
        guard let (solved, sections) = solve(seed, size: Self.sizes[0]) else { return }
        var rng = SplitMix64(seed: seed &* 7919)
        for _ in 0..<12 {
            let main = Double.random(in: -100...max(0, solved.contentSize.height), using: &rng)
            var orthogonal: [Int: Double] = [:]
            for (index, section) in sections.enumerated() where section.orthogonalScrollingBehavior != .none {
                orthogonal[index] = Double.random(in: 0...400, using: &rng)
            }
            let offsets = ScrollOffsets(main: main, viewportLength: 667, orthogonal: orthogonal)
            let query = rect(Double.random(in: -50...300, using: &rng), main,
                             Double.random(in: 0...500, using: &rng), Double.random(in: 0...900, using: &rng))
            // The enumeration moves orthogonal sections' cells by their offsets, as the query does.
            let expected = solved.allElements(offsets: offsets).filter { $0.frame.intersects(query) }
            let actual = solved.elements(in: query, offsets: offsets)
            // Frames agree to rounding: the query subtracts the offset before adding the cell's
            // place in its group, the enumeration after.
            #expect(actual.count == expected.count, "seed \(seed), rect \(query): \(actual.count) found, \(expected.count) expected")
            for element in expected {
                let twin = actual.first { $0.category == element.category && $0.elementKind == element.elementKind && $0.indexPath == element.indexPath }
                #expect(twin.map { close($0.frame, element.frame, tolerance: 1e-6) && $0.zIndex == element.zIndex } == true,
                        "seed \(seed), rect \(query): \(element) found as \(String(describing: twin))")
            }
        }
    }

    private func isBoundary(_ element: LayoutAttributes, _ section: LayoutSection) -> Bool {
        section.boundarySupplementaryItems.contains { $0.elementKind == element.elementKind }
    }

    @Test("a million items solve without per item work") func aMillionItemsSolveWithoutPerItemWork() throws {
        var generator = RandomLayouts(seed: 42)
        let (layout, _, sections) = generator.layout()
        let counts = sections.map { _ in 100_000_000 }
        let solved = try layout.solve(container: phone, itemCounts: counts)
        let offsets = ScrollOffsets(main: solved.contentSize.height / 2, viewportLength: 667)
        let visible = solved.elements(in: rect(0, offsets.main, 375, 667), offsets: offsets)
        #expect(!visible.isEmpty)
        #expect(visible.count < 10_000)
    }
}
