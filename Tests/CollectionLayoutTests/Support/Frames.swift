import CollectionLayout
import Testing

/// The default collection view of the seeds: an iPhone 8 in portrait.
let phone = Size(width: 375, height: 667)

/// Frames equal within `tolerance` (fractional dimensions like 0.4 × 667 are not exact in binary).
func close(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// `[x, y, w, h]` as a Rect, for compact tables.
func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

extension SolvedCollectionLayout {
    /// The cell frames by index path, orthogonal sections at offset 0.
    var cellFrames: [IndexPath: Rect] {
        var result: [IndexPath: Rect] = [:]
        forEachElement(offsets: unscrolledOffsets) { if $0.category == .cell { result[$0.indexPath] = $0.frame } }
        return result
    }

    /// The frames of section 0's cells `items`, in that order, each looked up alone.
    func cellFrames(in items: [Int]) -> [Rect?] {
        items.map { attributesForItem(at: IndexPath(item: $0, section: 0), offsets: initialOffsets)?.frame }
    }

    /// All elements of `category` and `kind`, in enumeration order.
    func elements(_ category: ElementCategory, kind: String? = nil, offsets: ScrollOffsets? = nil) -> [LayoutAttributes] {
        allElements(offsets: offsets).filter { $0.category == category && (kind == nil || $0.elementKind == kind) }
    }
}

/// Solves an example of the gallery at `size`.
func solveExample(_ layout: CompositionalLayout, _ counts: [Int], size: Size = phone) throws -> CompositionalSolution {
    try layout.solve(container: size, itemCounts: counts)
}
