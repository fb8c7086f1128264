import CollectionLayout

/// Measures self-sizing elements before they show: those in view and within a margin of it
/// that are not measured yet, with the text measurer that will draw them.
struct SelfSizingPass {
    /// How far past the viewport, in viewports, elements are measured before they show.
    static let margin = 0.5

    /// How far above the end of a jump, in viewports, the way there is measured.
    static let jumpMeasuringLimit = 64.0

    /// Sizes measured so far, for the current width and data.
    private(set) var measurements = LayoutMeasurements()
    /// A jump down the main axis whose way has not been measured yet.
    private var jump: (from: Double, to: Double)?

    /// Notes a jump of the main axis (`--offset`, `contentOffset`), so the next pass measures
    /// the way as a scroll by hand would have, and what lies above shows where it would.
    mutating func noteJump(from: Double, to: Double) {
        jump = to > from ? (from, to) : nil
    }

    /// The offsets to measure at for the pending jump, a viewport apart, ending at its end:
    /// from where it began, or at most `jumpMeasuringLimit` viewports above its end. Empty when
    /// no jump is pending.
    mutating func takeJumpStops(viewportLength: Double) -> [Double] {
        guard let jump, viewportLength > 0 else { return [] }
        self.jump = nil
        let start = Swift.max(jump.from, jump.to - Self.jumpMeasuringLimit * viewportLength)
        // Counted, not added up: far out (1e19) adding a viewport does not move a Double at all.
        var stops: [Double] = []
        for step in 0..<Int(Self.jumpMeasuringLimit) {
            let stop = start + Double(step) * viewportLength
            guard stop < jump.to else { break }
            if stops.last != stop { stops.append(stop) }
        }
        return stops + [jump.to]
    }

    /// Takes `measurements` in place of the ones kept, as when the data changed under them.
    mutating func replace(_ measurements: LayoutMeasurements) {
        self.measurements = measurements
        jump = nil
    }

    /// Forgets every measurement, as when a new width wraps text differently.
    mutating func reset() {
        measurements.reset()
        jump = nil
    }

    /// Measures what of `renderer`'s layout is in view at `offsets` (and the margin) and not
    /// measured yet; true when any size changed, so the layout must be solved again.
    mutating func measure(_ renderer: CollectionRenderer, offsets: ScrollOffsets, viewport: Size,
                          dataSource: any CollectionDataSource, text: any TextMeasuring) -> Bool {
        let layout = renderer.layout
        let axis = layout.scrollDirection.axis
        let margin = viewport[axis] * Self.margin
        var rect = renderer.visibleRect(offsets: offsets, viewport: viewport).offset(along: axis, by: -margin)
        rect.size[axis] += 2 * margin
        var changed = false
        var measuring = ContentMeasurer(dataSource: dataSource, text: text)
        measuring.layoutMargins = layout.layoutMargins
        for element in layout.elements(in: rect, offsets: offsets) {
            guard let shape = layout.selfSizingShape(of: element), !isMeasured(element),
                  let preferred = measuring.preferredSize(of: element, fitting: element.frame.size, shape: shape) else { continue }
            if measurements.record(element, shape: shape, size: preferred) { changed = true }
        }
        return changed
    }

    private func isMeasured(_ element: LayoutAttributes) -> Bool {
        switch element.category {
        case .cell: return measurements.extent(ofItemAt: element.indexPath) != nil
        case .supplementary: return measurements.extent(ofBoundaryKind: element.elementKind ?? "", section: element.indexPath.section) != nil
        case .decoration: return true
        }
    }
}
