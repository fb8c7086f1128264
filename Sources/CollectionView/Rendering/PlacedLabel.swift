import CollectionLayout

/// A label broken into lines and given its box inside an element.
public struct PlacedLabel: Hashable, Sendable {
    /// The label.
    public var label: TextLabel
    /// Its lines, wrapped at the width it was given.
    public var layout: TextLayout
    /// Where its lines go.
    public var frame: Rect
    /// Which way the interface runs, which decides where `.leading` and `.trailing` are.
    public var layoutDirection = LayoutDirection.leftToRight

    /// The direction `line` runs: its paragraph's, or the interface's when the paragraph has no
    /// strong character (a row of page dots runs right to left in a right-to-left interface).
    public func direction(of line: TextLine) -> WritingDirection {
        line.direction ?? (layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Where each line starts along x, and its baseline, rounded to whole pixels so text is crisp.
    public func lineOrigins() -> [(x: Double, baseline: Double)] {
        layout.lines.enumerated().map { index, line in
            let x: Double
            let mirrored = layoutDirection == .rightToLeft
            switch label.alignment {
            case .natural where direction(of: line) == .rightToLeft: x = frame.maxX - line.width
            case .natural: x = frame.minX
            case .leading: x = mirrored ? frame.maxX - line.width : frame.minX
            case .center: x = frame.minX + (frame.width - line.width) / 2
            case .trailing: x = mirrored ? frame.minX : frame.maxX - line.width
            }
            let baseline = frame.minY + layout.metrics.ascent + Double(index) * layout.metrics.lineHeight
            return (x.pixelRounded, baseline.pixelRounded)
        }
    }
}
