import CollectionLayout
import Testing
import TestSupport

/// The inspection agrees with the element query over many generated layouts: the cells it
/// lists are the cells `elements(in:offsets:)` finds, the supplementaries too, and everything
/// it lists meets the rect asked about.
@Suite struct InspectionPropertyTests {
    static let seeds: [UInt64] = Array(1...150)

    @Test("inspection agrees with the element query", arguments: seeds)
    func inspectionAgreesWithTheElementQuery(seed: UInt64) throws {
        var generator = RandomLayouts(seed: seed)
        let (layout, counts, sections) = generator.layout()
        guard let solved = try? layout.solve(container: phone, itemCounts: counts) else { return }
        var rng = SplitMix64(seed: seed &* 104_729)
        for _ in 0..<8 {
            let main = Double.random(in: -100...max(0, solved.contentSize.height), using: &rng)
            var orthogonal: [Int: Double] = [:]
            for (index, section) in sections.enumerated() where section.orthogonalScrollingBehavior != .none {
                orthogonal[index] = Double.random(in: -50...400, using: &rng)
            }
            let offsets = ScrollOffsets(main: main, viewportLength: 667, orthogonal: orthogonal)
            let query = rect(Double.random(in: -50...300, using: &rng), main,
                             Double.random(in: 1...500, using: &rng), Double.random(in: 1...900, using: &rng))
            let inspection = solved.inspection(in: query, offsets: offsets)
            let elements = solved.elements(in: query, offsets: offsets)

            let cells = Set(elements.filter { $0.category == .cell }.map(\.indexPath))
            let inspectedCells = inspection.items.filter { $0.contentFrame.intersects(query) }
            #expect(Set(inspectedCells.map(\.indexPath)) == cells, "seed \(seed), rect \(query)")
            for item in inspectedCells {
                let twin = elements.first { $0.category == .cell && $0.indexPath == item.indexPath }
                #expect(twin.map { close($0.frame, item.contentFrame, tolerance: 1e-6) } == true, "seed \(seed): \(item)")
            }

            let supplementaries = Set(elements.filter { $0.category == .supplementary }.map { "\($0.elementKind ?? "") \($0.indexPath)" })
            let inspected = Set(inspection.supplementaries.filter { $0.frame.intersects(query) }.map { "\($0.kind) \($0.indexPath)" })
            #expect(inspected == supplementaries, "seed \(seed), rect \(query)")

            // An item whose insets exceed it keeps a cell of zero size that may lie outside its
            // frame: either of the two meets the rect.
            let items = inspection.items.map { $0.frame.intersects(query) ? $0.frame : $0.contentFrame }
            let frames = inspection.groups.map(\.frame) + items + inspection.spacing.map(\.frame) + inspection.sectionInsets.map(\.frame)
            for frame in frames {
                let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }
                #expect(finite, "seed \(seed): \(frame)")
                #expect(frame.intersects(query), "seed \(seed): \(frame) outside \(query)")
            }
            #expect(inspection.spacing.allSatisfy { $0.value > 0 }, "seed \(seed)")
            for section in inspection.orthogonalSections {
                #expect(section.snapPoints == section.snapPoints.sorted() && section.snapPoints.count <= 64, "seed \(seed)")
                #expect(section.snapPoints.allSatisfy { section.offsetRange.contains($0) }, "seed \(seed): \(section)")
            }
        }
    }
}
