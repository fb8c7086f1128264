import CollectionLayout

/// A canvas that passes everything on to another and notes where it painted anything but the
/// background: the `PaintedArea` of a frame. The notes err on the large side — anti-aliased
/// edges, mitred joins and glyphs reaching past their line all fall inside — since too much
/// only costs a little copying and too little would leave stale pixels behind.
final class PaintTrackingCanvas: Canvas {
    private let target: any Canvas
    private let background: Color
    private let measurer: any TextMeasuring
    private var clips: [Rect]
    private(set) var painted = PaintedArea()

    /// `bounds` is the viewport; nothing outside it counts.
    init(_ target: any Canvas, background: Color, measurer: any TextMeasuring, bounds: Rect) {
        self.target = target
        self.background = background
        self.measurer = measurer
        self.clips = [bounds]
    }

    private func note(_ rect: Rect) {
        if let clip = clips.last, let visible = rect.intersection(clip) { painted.add(visible) }
    }

    private static func grown(_ rect: Rect, by amount: Double) -> Rect {
        Rect(x: rect.minX - amount, y: rect.minY - amount, width: rect.width + 2 * amount, height: rect.height + 2 * amount)
    }

    func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
        fill(rect, color: color, cornerRadius: cornerRadius, curve: .circular)
    }

    func fill(_ rect: Rect, color: Color, cornerRadius: Double, curve: CornerCurve) {
        target.fill(rect, color: color, cornerRadius: cornerRadius, curve: curve)
        // The background on bare background changes no pixel, when it lies on whole pixels
        // (an anti-aliased edge blends the colour with itself, which may round a shade off).
        let onGrid = [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy { $0 == $0.rounded() }
        if color == background, color.alpha == 1, cornerRadius == 0, onGrid, !painted.intersects(rect) { return }
        note(rect.snappedOutward)
    }

    func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double) {
        stroke(rect, color: color, cornerRadius: cornerRadius, lineWidth: lineWidth, curve: .circular)
    }

    func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double, curve: CornerCurve) {
        target.stroke(rect, color: color, cornerRadius: cornerRadius, lineWidth: lineWidth, curve: curve)
        note(rect.snappedOutward)
    }

    func strokePolyline(_ points: [Point], color: Color, lineWidth: Double) {
        target.strokePolyline(points, color: color, lineWidth: lineWidth)
        guard let first = points.first else { return }
        var box = Rect(origin: first, size: Size(width: 0, height: 0))
        for point in points.dropFirst() {
            let minX = Swift.min(box.minX, point.x), minY = Swift.min(box.minY, point.y)
            box = Rect(x: minX, y: minY, width: Swift.max(box.maxX, point.x) - minX, height: Swift.max(box.maxY, point.y) - minY)
        }
        // Mitred joins reach out up to about a line width at the angles drawn here.
        note(Self.grown(box, by: 2 * lineWidth + 1))
    }

    func drawText(_ text: Substring, font: FontSpec, color: Color, x: Double, baseline: Double, direction: WritingDirection?) -> Rect? {
        let ink = target.drawText(text, font: font, color: color, x: x, baseline: baseline, direction: direction)
        if let ink {
            note(Self.grown(ink, by: 1))
        } else {
            // Not told where the glyphs went: half a line above and below, and half the size
            // either side, for accents stacked above the ascent, taller fallback glyphs and overhangs.
            let metrics = measurer.metrics(of: font)
            let slack = metrics.lineHeight / 2
            note(Rect(x: x - font.size / 2, y: baseline - metrics.ascent - slack,
                      width: measurer.advance(of: text, font: font) + font.size, height: metrics.lineHeight + 2 * slack))
        }
        return ink
    }

    func pushClip(_ rect: Rect) {
        target.pushClip(rect)
        clips.append(clips.last.flatMap { rect.intersection($0) } ?? Rect(x: rect.minX, y: rect.minY, width: 0, height: 0))
    }

    func popClip() {
        target.popClip()
        if clips.count > 1 { clips.removeLast() }
    }

    func beginRoundedClip(_ rect: Rect, cornerRadius: Double, corners: RectCorners) {
        beginRoundedClip(rect, cornerRadius: cornerRadius, corners: corners, curve: .circular)
    }

    func beginRoundedClip(_ rect: Rect, cornerRadius: Double, corners: RectCorners, curve: CornerCurve) {
        target.beginRoundedClip(rect, cornerRadius: cornerRadius, corners: corners, curve: curve)
        clips.append(clips.last.flatMap { rect.intersection($0) } ?? Rect(x: rect.minX, y: rect.minY, width: 0, height: 0))
    }

    func endRoundedClip() {
        target.endRoundedClip()
        if clips.count > 1 { clips.removeLast() }
    }

    func beginTransparencyLayer(_ rect: Rect, opacity: Double) {
        target.beginTransparencyLayer(rect, opacity: opacity)
        // The layer's drawing is noted as it happens, clipped to the layer.
        clips.append(clips.last.flatMap { rect.intersection($0) } ?? Rect(x: rect.minX, y: rect.minY, width: 0, height: 0))
    }

    func endTransparencyLayer() {
        target.endTransparencyLayer()
        if clips.count > 1 { clips.removeLast() }
    }

    func beginTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color) {
        target.beginTransformedLayer(size: size, transform: transform, opacity: opacity, background: background)
        openTransformedLayer(size: size, transform: transform)
    }

    /// What lands on the canvas is the layer's transformed box; drawing inside the layer is in
    /// its own coordinates and noted as nothing, until the layer closes.
    private func openTransformedLayer(size: Size, transform: ProjectiveTransform) {
        if let box = transform.boundingBox(of: Rect(origin: .zero, size: size)) { note(Self.grown(box, by: 1)) }
        clips.append(Rect(x: 0, y: 0, width: 0, height: 0))
    }

    func endTransformedLayer() {
        target.endTransformedLayer()
        if clips.count > 1 { clips.removeLast() }
    }

    func drawTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color,
                              key: AnyHashable, content: () -> Void) {
        openTransformedLayer(size: size, transform: transform)
        target.drawTransformedLayer(size: size, transform: transform, opacity: opacity, background: background, key: key, content: content)
        if clips.count > 1 { clips.removeLast() }
    }

    func drawImage(_ image: CanvasImage, in rect: Rect, clip: Rect, cornerRadius: Double) {
        target.drawImage(image, in: rect, clip: clip, cornerRadius: cornerRadius)
        if let shown = rect.intersection(clip) { note(shown.snappedOutward) }
    }

    func drawShadow(of shape: Rect, blur: Double, color: Color) {
        target.drawShadow(of: shape, blur: blur, color: color)
        let reach = Double(ShadowImage.reach(sigma: blur))
        note(Rect(x: shape.minX - reach, y: shape.minY - reach, width: shape.width + 2 * reach, height: shape.height + 2 * reach).snappedOutward)
    }
}
