import CollectionLayout

/// Draws what a layout's inspection holds over the collection view, in view coordinates: the
/// parts UIKit never shows — groups, insets, spacing, anchors, orthogonal strips and their
/// resting places — over the cells, in `InspectorPalette`'s colours.
public struct InspectorOverlay {
    /// Where it draws.
    public let canvas: any Canvas
    /// Measures the labels.
    public let measurer: any TextMeasuring

    static let labelFont = FontSpec(size: 10, weight: .bold)

    /// An overlay drawing on `canvas`.
    public init(canvas: any Canvas, measurer: any TextMeasuring) {
        self.canvas = canvas
        self.measurer = measurer
    }

    /// Draws `inspection` for a view scrolled to `mainOffset` along `axis`; `projectedRests`
    /// marks, by section, where a dragged orthogonal section would come to rest if let go now.
    public func draw(_ inspection: LayoutInspection, mainOffset: Double, axis: Axis, projectedRests: [Int: Double] = [:]) {
        let view = { (rect: Rect) in rect.offset(along: axis, by: -mainOffset) }
        for insets in inspection.sectionInsets { shadeBand(view(insets.frame), inner: view(insets.contentFrame), color: InspectorPalette.sectionInsets) }
        for band in inspection.spacing { drawSpacing(band, in: view(band.frame)) }
        for line in inspection.lines { canvas.stroke(view(line.frame), color: InspectorPalette.group(depth: 0), cornerRadius: 0, lineWidth: 1) }
        for item in inspection.items {
            shadeBand(view(item.frame), inner: view(item.contentFrame), color: InspectorPalette.itemInsets)
            if let estimate = item.estimatedFrame { dashed(view(estimate), color: InspectorPalette.estimate) }
            canvas.stroke(view(item.frame), color: InspectorPalette.item, cornerRadius: 0, lineWidth: 1)
        }
        // Groups over their items, where edges meet, so the structure reads; nested ones last.
        for group in inspection.groups.sorted(by: { $0.depth < $1.depth }) {
            canvas.stroke(view(group.frame), color: InspectorPalette.group(depth: group.depth), cornerRadius: 0, lineWidth: 2)
        }
        for supplementary in inspection.supplementaries { drawSupplementary(supplementary, view: view) }
        for section in inspection.orthogonalSections {
            drawOrthogonal(section, strip: view(section.strip), axis: axis)
            if let rest = projectedRests[section.section] { drawProjectedRest(rest, of: section, strip: view(section.strip), axis: axis) }
        }
        let leading = inspection.runsRightToLeft ? HorizontalEdge.right : .left
        for item in inspection.items { label("\(item.indexPath.section)·\(item.indexPath.item)", at: view(item.frame), edge: leading) }
        for section in inspection.orthogonalSections { caption(section, strip: view(section.strip)) }
    }

    /// Outlines the views inside the cell `tree` (not the cell itself), the cell's top left at
    /// `origin`: a view whose constraints leave its frame open in the warning colour with a "?",
    /// one whose required constraint was broken with a "!".
    public func drawViews(of tree: ViewTreeNode, at origin: Point) {
        for subview in tree.subviews {
            for (node, frame) in subview.flattenedShown(origin: origin) {
                let warning = node.isUnsatisfiable ? "!" : node.isAmbiguous ? "?" : nil
                canvas.stroke(frame, color: warning == nil ? InspectorPalette.view : InspectorPalette.ambiguousView, cornerRadius: 0, lineWidth: 1)
                if let warning {
                    canvas.drawText(Substring(warning), font: Self.labelFont, color: InspectorPalette.ambiguousView,
                                    x: frame.minX + 2, baseline: frame.minY + measurer.metrics(of: Self.labelFont).ascent + 1)
                }
            }
        }
    }

    /// Outlines the controls of `tree` (views with state: a switch, a segmented control), the
    /// root's top left at `origin`, each named with its state on a pill above it —
    /// `UISwitch isOn: true` — as `--dump-views` names them.
    public func drawControls(of tree: ViewTreeNode, at origin: Point) {
        let metrics = measurer.metrics(of: Self.labelFont)
        for (node, frame) in tree.flattenedShown(origin: origin) where !node.state.isEmpty {
            canvas.stroke(frame, color: InspectorPalette.control, cornerRadius: 0, lineWidth: 1)
            let text = node.className + " " + node.state.map { "\($0.name): \($0.json)" }.joined(separator: ", ")
            let width = (measurer.advance(of: Substring(text), font: Self.labelFont) + 6).rounded(.up)
            let height = (metrics.lineHeight + 2).rounded(.up)
            // Kept inside the tree's root (the screen, or the cell), right-aligned when it would overflow.
            let right = origin.x + tree.frame.width
            let pill = Rect(x: max(origin.x, min(frame.minX, right - width)), y: max(0, frame.minY - height - 1), width: width, height: height)
            canvas.fill(pill, color: InspectorPalette.control, cornerRadius: 3)
            canvas.drawText(Substring(text), font: Self.labelFont, color: .white, x: pill.minX + 3,
                            baseline: (pill.minY + 1 + metrics.ascent).rounded())
        }
    }

    /// Shades the band between `outer` and `inner` (four strips, so what is inside stays clear).
    private func shadeBand(_ outer: Rect, inner: Rect, color: Color) {
        guard outer != inner else { return }
        let inner = inner.intersection(outer) ?? Rect(x: outer.midX, y: outer.midY, width: 0, height: 0)
        let strips = [
            Rect(x: outer.minX, y: outer.minY, width: outer.width, height: inner.minY - outer.minY),
            Rect(x: outer.minX, y: inner.maxY, width: outer.width, height: outer.maxY - inner.maxY),
            Rect(x: outer.minX, y: inner.minY, width: inner.minX - outer.minX, height: inner.height),
            Rect(x: inner.maxX, y: inner.minY, width: outer.maxX - inner.maxX, height: inner.height),
        ]
        for strip in strips where strip.width > 0 && strip.height > 0 { canvas.fill(strip, color: color, cornerRadius: 0) }
    }

    private func drawSpacing(_ band: InspectedSpacing, in rect: Rect) {
        canvas.fill(rect, color: InspectorPalette.spacing, cornerRadius: 0)
        let text = NumberFormat.string(band.value) + (band.isFlexible ? "~" : "")
        let width = measurer.advance(of: Substring(text), font: Self.labelFont)
        let metrics = measurer.metrics(of: Self.labelFont)
        // Written only where it fits, across the band's longer side.
        guard rect.width >= width + 2, rect.height >= metrics.lineHeight else { return }
        canvas.drawText(Substring(text), font: Self.labelFont, color: InspectorPalette.spacingText,
                        x: (rect.midX - width / 2).rounded(), baseline: (rect.midY - metrics.lineHeight / 2 + metrics.ascent).rounded())
    }

    private func drawSupplementary(_ supplementary: InspectedSupplementary, view: (Rect) -> Rect) {
        let frame = view(supplementary.frame)
        canvas.stroke(frame, color: InspectorPalette.supplementary, cornerRadius: 0, lineWidth: 1)
        switch supplementary.attachment {
        case .boundary(_, let isPinned, let unpinned):
            if isPinned, view(unpinned) != frame { dashed(view(unpinned), color: InspectorPalette.supplementary) }
        case .item(let anchor), .group(let anchor):
            // The container's anchor point, a line along the offset, and the point it lands on.
            let from = view(Rect(origin: anchor.containerPoint, size: .zero)).origin
            let to = view(Rect(origin: anchor.itemPoint, size: .zero)).origin
            if from != to { canvas.strokePolyline([from, to], color: InspectorPalette.supplementary, lineWidth: 1) }
            canvas.fill(Rect(x: from.x - 2, y: from.y - 2, width: 5, height: 5), color: InspectorPalette.supplementary, cornerRadius: 2.5)
            canvas.stroke(Rect(x: to.x - 2, y: to.y - 2, width: 5, height: 5), color: InspectorPalette.supplementary, cornerRadius: 2.5, lineWidth: 1)
        case .layout:
            break
        }
        if let estimate = supplementary.estimatedFrame { dashed(view(estimate), color: InspectorPalette.estimate) }
    }

    /// The strip outlined, and a tick at each resting place: where the strip's leading edge of
    /// content would be seen if the section rested there, relative to where it is now.
    private func drawOrthogonal(_ section: InspectedOrthogonalSection, strip: Rect, axis: Axis) {
        canvas.stroke(strip, color: InspectorPalette.orthogonal, cornerRadius: 0, lineWidth: 2)

        for point in section.snapPoints {
            let along = point - section.offset
            let tick = axis == .vertical
                ? Rect(x: Self.contentEdge(of: section, strip: strip, along: along) - 1, y: strip.maxY - 8, width: 3, height: 8)
                : Rect(x: strip.maxX - 8, y: strip.minY + along - 1, width: 8, height: 3)
            canvas.fill(tick, color: InspectorPalette.orthogonal, cornerRadius: 0)
        }
    }

    /// Where the strip's content starts, `along` from its start edge: the left, or the right when
    /// the section runs right to left.
    private static func contentEdge(of section: InspectedOrthogonalSection, strip: Rect, along: Double) -> Double {
        section.runsRightToLeft ? strip.maxX - along : strip.minX + along
    }

    /// A bar across the strip where its content edge would be seen at the projected rest, as
    /// the ticks mark resting places.
    private func drawProjectedRest(_ rest: Double, of section: InspectedOrthogonalSection, strip: Rect, axis: Axis) {
        let along = rest - section.offset
        let bar = axis == .vertical
            ? Rect(x: Self.contentEdge(of: section, strip: strip, along: along) - 1, y: strip.minY, width: 3, height: strip.height)
            : Rect(x: strip.minX, y: strip.minY + along - 1, width: strip.width, height: 3)
        canvas.fill(bar, color: InspectorPalette.projectedRest, cornerRadius: 0)
    }

    /// The section's behaviour, where it is scrolled to and how far its content reaches, on a
    /// pill at the strip's trailing end, above its ticks and over the cells' labels.
    private func caption(_ section: InspectedOrthogonalSection, strip: Rect) {
        // A tenth of a point is as fine as a label needs; sums of fractions print their float noise otherwise.
        func tenths(_ value: Double) -> String { NumberFormat.string((value * 10).rounded() / 10) }
        let text = "\(section.behavior.rawValue) · \(tenths(section.offset)) of \(tenths(section.contentExtent))"
        let width = measurer.advance(of: Substring(text), font: Self.labelFont)
        let height = measurer.metrics(of: Self.labelFont).lineHeight + 2
        // At the strip's trailing end: the left when it runs right to left.
        let x = section.runsRightToLeft ? strip.minX + 2 : strip.maxX - width - 12
        label(text, at: Rect(x: x, y: strip.maxY - height - 14, width: width + 10, height: height + 4))
    }

    /// An outline of dashes 4 on and 3 off, as a slot that is not where the element is.
    private func dashed(_ rect: Rect, color: Color) {
        var x = rect.minX
        while x < rect.maxX {
            let length = Swift.min(4, rect.maxX - x)
            canvas.fill(Rect(x: x, y: rect.minY, width: length, height: 1), color: color, cornerRadius: 0)
            canvas.fill(Rect(x: x, y: rect.maxY - 1, width: length, height: 1), color: color, cornerRadius: 0)
            x += 7
        }
        var y = rect.minY
        while y < rect.maxY {
            let length = Swift.min(4, rect.maxY - y)
            canvas.fill(Rect(x: rect.minX, y: y, width: 1, height: length), color: color, cornerRadius: 0)
            canvas.fill(Rect(x: rect.maxX - 1, y: y, width: 1, height: length), color: color, cornerRadius: 0)
            y += 7
        }
    }

    /// Which side of a frame a label goes on.
    private enum HorizontalEdge { case left, right }

    /// A small label on a pill at the top corner of `frame` on `edge`, where it fits.
    private func label(_ text: String, at frame: Rect, edge: HorizontalEdge = .left) {
        let width = measurer.advance(of: Substring(text), font: Self.labelFont)
        let metrics = measurer.metrics(of: Self.labelFont)
        let pillWidth = (width + 6).rounded(.up)
        let pill = Rect(x: edge == .left ? frame.minX + 2 : frame.maxX - 2 - pillWidth, y: frame.minY + 2,
                        width: pillWidth, height: (metrics.lineHeight + 2).rounded(.up))
        guard pill.minX >= frame.minX, pill.maxX <= frame.maxX, pill.maxY <= frame.maxY else { return }
        canvas.fill(pill, color: InspectorPalette.labelBackground, cornerRadius: 3)
        canvas.drawText(Substring(text), font: Self.labelFont, color: InspectorPalette.labelText,
                        x: pill.minX + 3, baseline: (pill.minY + 1 + metrics.ascent).rounded())
    }
}
