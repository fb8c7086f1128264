import CollectionLayout

/// Draws one element's `CellContent` into its on-screen frame.
public struct ContentRenderer {
    /// Where content is drawn.
    public let canvas: any Canvas
    /// Measures text to wrap and place it.
    public let measurer: any TextMeasuring
    /// Which way the interface runs: right to left, each cell's parts are mirrored, as UIKit's
    /// list content and stack views are.
    public let layoutDirection: LayoutDirection

    /// What a selected cell is tinted with.
    public static let selectionTint = Color(light: Color(hex: 0x000000, alpha: 0.14), dark: Color(hex: 0xFFFFFF, alpha: 0.18))

    /// A renderer drawing on `canvas`, for an interface running `layoutDirection`.
    public init(canvas: any Canvas, measurer: any TextMeasuring, layoutDirection: LayoutDirection = .leftToRight) {
        self.canvas = canvas
        self.measurer = measurer
        self.layoutDirection = layoutDirection
    }

    /// Draws `content` in `frame`: shadow, background, border, icon, labels, accessory and separator, tinted when `selected`.
    public func draw(_ content: CellContent, in frame: Rect, selected: Bool = false) {
        let radius = Swift.min(content.cornerRadius, frame.width / 2, frame.height / 2)
        if let shadow = content.shadow { drawShadow(shadow, frame: frame, radius: radius) }
        // A row of a rounded card is cut to the card's corners, its background and views with it.
        let clips = !content.clipCorners.isEmpty && radius > 0
        if clips { canvas.beginRoundedClip(frame, cornerRadius: radius, corners: content.clipCorners, curve: content.cornerCurve) }
        defer { if clips { canvas.endRoundedClip() } }
        if let background = content.background {
            canvas.fill(frame, color: background, cornerRadius: clips ? 0 : radius, curve: content.cornerCurve)
        }
        if let border = content.border {
            canvas.stroke(frame, color: border.color, cornerRadius: radius, lineWidth: border.width, curve: content.cornerCurve)
        }
        var layout = CellContentLayout(content: content, frame: frame, measurer: measurer)
        if layoutDirection == .rightToLeft { layout = layout.mirrored(in: frame) }
        if let icon = content.icon, let rect = layout.iconFrame { drawIcon(icon, in: rect) }
        // Labels taller than the element (a short window, a small estimate) stay inside it.
        let overflows = layout.labels.contains { $0.frame.minY < frame.minY || $0.frame.maxY > frame.maxY }
        if overflows { canvas.pushClip(frame) }
        for placed in layout.labels { drawLabel(placed) }
        if overflows { canvas.popClip() }
        if let accessory = content.accessory, let rect = layout.accessoryFrame { drawAccessory(accessory, in: rect) }
        if let detail = layout.detail { drawLabel(detail) }
        if let line = layout.separator, let separator = content.separator {
            // Its thickness is in device pixels: a hairline stays one pixel at 2x and 3x, as UIKit's.
            let thickness = line.thickness / ((canvas as? ScaledCanvas)?.scale ?? 1)
            canvas.fill(Rect(x: line.from.x, y: frame.maxY - thickness, width: line.to.x - line.from.x, height: thickness),
                        color: separator.color, cornerRadius: 0)
        }
        var drewSelection = false
        if let drawing = content.drawing {
            drewSelection = drawing.content.draw(in: frame, on: canvas, measurer: measurer, selected: selected)
        }
        if selected, content.showsSelection, !drewSelection { canvas.fill(frame, color: Self.selectionTint, cornerRadius: radius, curve: content.cornerCurve) }
    }

    /// Core Animation's shadow: the shape (the element's, or its shadow path's), moved by the
    /// offset and blurred (see `Canvas.drawShadow`); an unblurred shadow is the shape, corners
    /// and all, in the shadow's colour.
    private func drawShadow(_ shadow: Shadow, frame elementFrame: Rect, radius elementRadius: Double) {
        let frame = shadow.path.map { Rect(x: elementFrame.minX + $0.rect.minX, y: elementFrame.minY + $0.rect.minY,
                                            width: $0.rect.width, height: $0.rect.height) } ?? elementFrame
        let radius = shadow.path.map { min($0.cornerRadius, $0.rect.width / 2, $0.rect.height / 2) } ?? elementRadius
        guard frame.width > 0, frame.height > 0 else { return }
        let shape = Rect(x: frame.minX + shadow.offsetX, y: frame.minY + shadow.offsetY, width: frame.width, height: frame.height)
        guard shadow.radius > 0 else {
            canvas.fill(shape, color: shadow.color, cornerRadius: radius)
            return
        }
        canvas.drawShadow(of: shape, blur: shadow.radius, color: shadow.color)
    }

    private func drawIcon(_ icon: IconTile, in rect: Rect) {
        canvas.fill(rect, color: icon.color, cornerRadius: icon.cornerRadius)
        let label = TextLabel(icon.glyph, font: icon.glyphFont, color: icon.glyphColor, alignment: .center)
        drawCentred(label, in: rect)
    }

    private func drawAccessory(_ accessory: Accessory, in rect: Rect) {
        // Chevrons point the way the interface reads; a checkmark is the same either way.
        let pointing = { (points: [Point]) in
            layoutDirection == .rightToLeft ? points.map { Point(x: rect.minX + rect.maxX - $0.x, y: $0.y) } : points
        }
        switch accessory {
        case .chevron(let color):
            canvas.strokePolyline(pointing([Point(x: rect.minX + 1, y: rect.minY + 1), Point(x: rect.maxX - 1, y: rect.midY),
                                            Point(x: rect.minX + 1, y: rect.maxY - 1)]), color: color, lineWidth: 2)
        case .pill(let pill):
            canvas.fill(rect, color: pill.color, cornerRadius: rect.height / 2)
            drawCentred(TextLabel(pill.title, font: pill.font, color: pill.titleColor, alignment: .center), in: rect)
        case .text(let label):
            drawCentred(label, in: rect)
        case .checkmark(let color):
            canvas.strokePolyline([Point(x: rect.minX + 1, y: rect.midY), Point(x: rect.minX + rect.width * 0.38, y: rect.maxY - 1),
                                   Point(x: rect.maxX - 1, y: rect.minY + 1)], color: color, lineWidth: 2)
        case .outlineDisclosure(let color, let expanded):
            let points = expanded
                ? [Point(x: rect.minX + 1, y: rect.minY + 4), Point(x: rect.midX, y: rect.maxY - 3), Point(x: rect.maxX - 1, y: rect.minY + 4)]
                : [Point(x: rect.minX + 4, y: rect.minY + 1), Point(x: rect.maxX - 3, y: rect.midY), Point(x: rect.minX + 4, y: rect.maxY - 1)]
            canvas.strokePolyline(pointing(points), color: color, lineWidth: 2)
        }
    }

    /// One line of `label` centred both ways in `rect`, its ink box centred on the rect's middle.
    private func drawCentred(_ label: TextLabel, in rect: Rect) {
        let metrics = measurer.metrics(of: label.font)
        let width = measurer.advance(of: Substring(label.text), font: label.font)
        let baseline = rect.midY + (metrics.ascent - metrics.descent) / 2
        canvas.drawText(Substring(label.text), font: label.font, color: label.color,
                        x: (rect.midX - width / 2).pixelRounded, baseline: baseline.pixelRounded)
    }

    private func drawLabel(_ placed: PlacedLabel) {
        for (line, origin) in zip(placed.layout.lines, placed.lineOrigins()) {
            canvas.drawText(Substring(line.text), font: placed.label.font, color: placed.label.color, x: origin.x, baseline: origin.baseline,
                            direction: placed.direction(of: line))
        }
    }
}
