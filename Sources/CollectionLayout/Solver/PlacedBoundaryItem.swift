/// A boundary supplementary placed on its section (or on the whole layout), with what pinning
/// needs to move it as the main axis scrolls.
struct PlacedBoundaryItem: Sendable {
    var kind: String
    /// The edge or corner it is aligned to, for inspection.
    var alignment: RectAlignment
    /// Where the item sits when nothing pins it.
    var frame: Rect
    var zIndex: Int
    var pinToVisibleBounds: Bool
    /// A pinned item aligned to the far end (a footer) keeps to the viewport's far edge.
    var pinsToFarEdge: Bool
    /// The main-axis stretch a pinned item stays within: its section, or the whole content.
    var rangeStart: Double
    var rangeEnd: Double

    /// The frame for `offsets`: pinned items follow the viewport while their range is in view.
    func frame(offsets: ScrollOffsets, axis: Axis) -> Rect {
        guard pinToVisibleBounds else { return frame }
        let natural = frame.min(axis)
        let length = axis == .horizontal ? frame.width : frame.height
        let position: Double
        // Pinned to the visible bounds less the adjusted content inset, as UIKit pins below a status bar.
        if pinsToFarEdge {
            let wanted = offsets.main + offsets.viewportLength - offsets.trailingInset - length
            position = Swift.min(natural, Swift.max(rangeStart, wanted))
        } else {
            position = Swift.min(Swift.max(natural, offsets.main + offsets.leadingInset), Swift.max(natural, rangeEnd - length))
        }
        return frame.offset(along: axis, by: position - natural)
    }
}
