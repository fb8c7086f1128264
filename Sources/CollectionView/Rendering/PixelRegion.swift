import CollectionLayout

/// A set of whole pixels as disjoint boxes in y-x bands: sorted by top then left, boxes of one
/// band sharing top and bottom — the order X's clip rectangles call YXBanded, so the server
/// takes them as they are. Built for the few dozen rects a frame paints: each operation sweeps
/// down the boxes' top and bottom edges, working each band out from the few boxes crossing it.
public struct PixelRegion: Equatable, Sendable {
    /// A rectangle of whole pixels, from its top-left corner (included) to its bottom-right one (excluded).
    public struct Box: Equatable, Sendable {
        /// The left edge, included.
        public var x0: Int
        /// The top edge, included.
        public var y0: Int
        /// The right edge, excluded.
        public var x1: Int
        /// The bottom edge, excluded.
        public var y1: Int

        /// The box from `x0`, `y0` (included) to `x1`, `y1` (excluded).
        public init(x0: Int, y0: Int, x1: Int, y1: Int) {
            self.x0 = x0
            self.y0 = y0
            self.x1 = x1
            self.y1 = y1
        }

        /// The box's width in pixels.
        public var width: Int { x1 - x0 }
        /// The box's height in pixels.
        public var height: Int { y1 - y0 }
    }

    /// The region's disjoint boxes, in y-x bands.
    public private(set) var boxes: [Box]

    private init(banded boxes: [Box]) {
        self.boxes = boxes
    }

    /// Every pixel any of `rects` touches, within `bounds`.
    public init(covering rects: [Rect], within bounds: Box) {
        let snapped = rects.compactMap { rect -> Box? in
            guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
            // Cut to the bounds before becoming integers, so no distance overflows an Int.
            func edge(_ value: Double, _ rounding: FloatingPointRoundingRule, _ low: Int, _ high: Int) -> Int {
                Int(Swift.min(Swift.max(value.rounded(rounding), Double(low)), Double(high)))
            }
            let box = Box(x0: edge(rect.minX, .down, bounds.x0, bounds.x1), y0: edge(rect.minY, .down, bounds.y0, bounds.y1),
                          x1: edge(rect.maxX, .up, bounds.x0, bounds.x1), y1: edge(rect.maxY, .up, bounds.y0, bounds.y1))
            return box.x0 < box.x1 && box.y0 < box.y1 ? box : nil
        }
        self = Self.combine(snapped, [], keep: .either)
    }

    /// Whether the region holds no pixel.
    public var isEmpty: Bool { boxes.isEmpty }
    /// How many pixels the region holds.
    public var area: Int { boxes.reduce(0) { $0 + $1.width * $1.height } }

    /// The region moved by `dx`, `dy` pixels.
    public func offsetBy(dx: Int, dy: Int) -> PixelRegion {
        PixelRegion(banded: boxes.map { Box(x0: $0.x0 + dx, y0: $0.y0 + dy, x1: $0.x1 + dx, y1: $0.y1 + dy) })
    }

    /// The part within `bounds`; still banded, as each box is cut on its own.
    public func clipped(to bounds: Box) -> PixelRegion {
        PixelRegion(banded: boxes.compactMap { box in
            let cut = Box(x0: Swift.max(box.x0, bounds.x0), y0: Swift.max(box.y0, bounds.y0),
                          x1: Swift.min(box.x1, bounds.x1), y1: Swift.min(box.y1, bounds.y1))
            return cut.x0 < cut.x1 && cut.y0 < cut.y1 ? cut : nil
        })
    }

    /// The pixels in both regions.
    public func intersection(_ other: PixelRegion) -> PixelRegion {
        Self.combine(boxes, other.boxes, keep: .both)
    }

    /// The pixels of this region not in `other`.
    public func subtracting(_ other: PixelRegion) -> PixelRegion {
        Self.combine(boxes, other.boxes, keep: .firstOnly)
    }

    /// The pixels in either region.
    public func union(_ other: PixelRegion) -> PixelRegion {
        Self.combine(boxes, other.boxes, keep: .either)
    }

    /// The pixels where `keep(in a, in b)` holds, banded: the plane is cut at every top and
    /// bottom edge, and each band is worked out from the boxes crossing it, swept top down. It
    /// runs every scrolled frame, so a band's runs go into buffers reused band after band.
    private static func combine(_ a: [Box], _ b: [Box], keep: Keep) -> PixelRegion {
        var ys: [Int] = []
        ys.reserveCapacity(2 * (a.count + b.count))
        for box in a { ys.append(box.y0); ys.append(box.y1) }
        for box in b { ys.append(box.y0); ys.append(box.y1) }
        ys.sort()
        var runsA = Runs(), runsB = Runs(), spans = Runs(), previousSpans = Runs()
        var sweepA = Sweep(a), sweepB = Sweep(b)
        var result: [Box] = []
        result.reserveCapacity(2 * (a.count + b.count))
        var previousBottom = Int.min, previousStart = 0
        var top = ys.first ?? 0
        for bottom in ys where bottom > top {
            defer { top = bottom }
            sweepA.advance(to: top)
            sweepB.advance(to: top)
            runsA.collect(sweepA.active, count: sweepA.activeCount)
            runsB.collect(sweepB.active, count: sweepB.activeCount)
            spans.combine(runsA, runsB, keep: keep)
            guard spans.count > 0 else { previousBottom = Int.min; continue }
            // A band like the one just above it, and touching it, grows that one instead.
            if previousBottom == top, previousSpans.same(as: spans) {
                for index in previousStart..<result.count { result[index].y1 = bottom }
                previousBottom = bottom
                continue
            }
            previousStart = result.count
            for index in 0..<spans.count { result.append(Box(x0: spans.items[index].x0, y0: top, x1: spans.items[index].x1, y1: bottom)) }
            previousBottom = bottom
            swap(&previousSpans, &spans)
        }
        return PixelRegion(banded: result)
    }

    /// Which pixels a combination keeps, from whether they are in the first region and the second.
    private enum Keep {
        case either, both, firstOnly

        func callAsFunction(_ inA: Bool, _ inB: Bool) -> Bool {
            switch self {
            case .either: inA || inB
            case .both: inA && inB
            case .firstOnly: inA && !inB
            }
        }
    }

    /// The boxes a band going down the plane crosses: those begun above it and not yet ended,
    /// the first `activeCount` of `active`.
    private struct Sweep {
        private let byTop: [Box]
        private var next = 0
        private(set) var active: [Box] = []
        private(set) var activeCount = 0

        init(_ boxes: [Box]) {
            byTop = boxes.sorted { $0.y0 < $1.y0 }
        }

        mutating func advance(to top: Int) {
            var kept = 0
            for index in 0..<activeCount where active[index].y1 > top {
                active[kept] = active[index]
                kept += 1
            }
            activeCount = kept
            while next < byTop.count, byTop[next].y0 <= top {
                if activeCount < active.count { active[activeCount] = byTop[next] } else { active.append(byTop[next]) }
                activeCount += 1
                next += 1
            }
        }
    }

    /// A run of pixels `x0..<x1` within a band.
    private struct Span: Equatable {
        var x0: Int, x1: Int
    }

    /// Sorted runs that neither overlap nor touch: the first `count` of `items`, whose storage
    /// is kept from band to band.
    private struct Runs {
        var items: [Span] = []
        var count = 0

        mutating func append(_ span: Span) {
            if count < items.count { items[count] = span } else { items.append(span) }
            count += 1
        }

        func same(as other: Runs) -> Bool {
            count == other.count && (0..<count).allSatisfy { items[$0] == other.items[$0] }
        }

        /// The x-extents of the first `count` boxes, merged.
        mutating func collect(_ boxes: [Box], count boxCount: Int) {
            count = 0
            for index in 0..<boxCount { append(Span(x0: boxes[index].x0, x1: boxes[index].x1)) }
            guard count > 1 else { return }
            let total = count
            count = items.withUnsafeMutableBufferPointer { runs in
                // Insertion sort: a band crosses a handful of boxes.
                for index in 1..<total {
                    let span = runs[index]
                    var slot = index
                    while slot > 0, runs[slot - 1].x0 > span.x0 {
                        runs[slot] = runs[slot - 1]
                        slot -= 1
                    }
                    runs[slot] = span
                }
                var merged = 0
                for index in 1..<total {
                    if runs[index].x0 <= runs[merged].x1 {
                        runs[merged].x1 = Swift.max(runs[merged].x1, runs[index].x1)
                    } else {
                        merged += 1
                        runs[merged] = runs[index]
                    }
                }
                return merged + 1
            }
        }

        /// Two sets of runs combined by `keep`, walking both at once.
        mutating func combine(_ a: Runs, _ b: Runs, keep: Keep) {
            count = 0
            var indexA = 0, indexB = 0
            var left = Swift.min(a.count > 0 ? a.items[0].x0 : .max, b.count > 0 ? b.items[0].x0 : .max)
            while indexA < a.count || indexB < b.count {
                let inA = indexA < a.count && a.items[indexA].x0 <= left
                let inB = indexB < b.count && b.items[indexB].x0 <= left
                // The next x where either set starts or ends a run.
                let nextA = indexA < a.count ? (inA ? a.items[indexA].x1 : a.items[indexA].x0) : Int.max
                let nextB = indexB < b.count ? (inB ? b.items[indexB].x1 : b.items[indexB].x0) : Int.max
                let right = Swift.min(nextA, nextB)
                if keep(inA, inB) {
                    if count > 0, items[count - 1].x1 == left { items[count - 1].x1 = right } else { append(Span(x0: left, x1: right)) }
                }
                if indexA < a.count, a.items[indexA].x1 <= right { indexA += 1 }
                if indexB < b.count, b.items[indexB].x1 <= right { indexB += 1 }
                left = right
            }
        }
    }
}
