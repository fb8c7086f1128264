import CollectionLayout

/// What must hold for any bytes given as a layout file: they are refused with one line that
/// names a place, or they read into a document that writes out and reads back the same, and
/// that solves (or is refused the same way) at every size to finite frames that the queries,
/// the dump and the ASCII picture handle at once. A broken rule stops the process, which is
/// how libFuzzer learns of it.
enum LayoutFileCheck {
    static let sizes = [Size(width: 375, height: 667), Size(width: 1280, height: 800), Size(width: 1, height: 1)]

    static func check(_ text: String) {
        let document: LayoutDocument
        do {
            document = try LayoutDocument.decode(text)
        } catch {
            requireOneLine(error)
            return
        }
        let written = document.encoded()
        guard let again = try? LayoutDocument.decode(written) else { fail("the document's export does not read back:\n\(written)") }
        guard again == document else { fail("the document's export reads back as another document:\n\(written)") }
        for size in sizes {
            let solved: any SolvedCollectionLayout
            do {
                solved = try document.solve(container: size)
            } catch {
                requireOneLine(error)
                continue
            }
            check(solved, dumps: document.itemCounts.reduce(0) { Swift.min($0 + $1, Int.max / 2) } <= 10_000)
        }
    }

    private static func check(_ solved: any SolvedCollectionLayout, dumps: Bool) {
        let axis = solved.scrollDirection.axis
        let content = solved.contentSize
        guard content.width.isFinite, content.height.isFinite, content.width >= 0, content.height >= 0 else {
            fail("content size \(content)")
        }
        let viewport = solved.containerSize
        let end = Swift.max(0, content[axis] - viewport[axis])
        for main in [0, end / 2, end] {
            var offsets = solved.initialOffsets
            offsets.main = main
            // A corner of the screen, not all of it: a screen of a million hairline cells is
            // allowed, and listing it is not what is checked here.
            var probe = Rect(x: 0, y: 0, width: Swift.min(viewport.width, 40), height: Swift.min(viewport.height, 40))
            probe.origin[axis] = main
            for element in solved.elements(in: probe, offsets: offsets) {
                let f = element.frame
                guard [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) else { fail("a frame that is not finite: \(element)") }
            }
            checkInspection(solved.inspection(in: probe, offsets: offsets))
            // The whole screen: however many elements meet it, a query returns a bounded number.
            let screen = Rect(origin: Point(x: axis == .horizontal ? main : 0, y: axis == .vertical ? main : 0), size: viewport)
            let shown = solved.elements(in: screen, offsets: offsets).count
            guard shown <= LayoutLimits.elementsPerQuery else { fail("a query of one screen returned \(shown) elements") }
            _ = solved.visualDescription(offsets: offsets, columns: 16)
        }
        // Small layouts only: a dump lists every element, and a long one is long, not wrong.
        guard dumps else { return }
        let screen = solved.inspection(in: Rect(origin: .zero, size: viewport), offsets: solved.unscrolledOffsets)
        LayoutDump.write(solved, offsets: solved.unscrolledOffsets, debug: screen, chunkSize: 4096) { chunk in
            guard !chunk.contains("inf"), !chunk.contains("nan") else { fail("a dump with a number that is not finite:\n\(chunk)") }
        }
    }

    /// What an inspection lists is finite, and its snap points are few and in order.
    private static func checkInspection(_ inspection: LayoutInspection) {
        let frames = inspection.groups.map(\.frame) + inspection.items.flatMap { [$0.frame, $0.contentFrame] }
            + inspection.spacing.map(\.frame) + inspection.sectionInsets.map(\.frame) + inspection.supplementaries.map(\.frame)
            + inspection.lines.map(\.frame) + inspection.orthogonalSections.map(\.strip)
        for f in frames where ![f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) { fail("an inspected frame that is not finite: \(f)") }
        for section in inspection.orthogonalSections {
            guard section.snapPoints.count <= 64, section.snapPoints == section.snapPoints.sorted(),
                  section.snapPoints.allSatisfy(\.isFinite) else { fail("snap points \(section.snapPoints) of section \(section.section)") }
        }
    }

    private static func requireOneLine(_ error: LayoutError) {
        let text = "\(error)"
        guard !error.message.isEmpty, !text.contains("\n") else { fail("a refusal that is not one line: \(text)") }
    }

    private static func fail(_ message: String) -> Never {
        fatalError("layout file check: \(message)")
    }
}
