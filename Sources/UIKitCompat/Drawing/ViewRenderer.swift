import CollectionLayout
import CollectionView

/// Draws a tree of views on a canvas as Core Animation composites their layers: for each view
/// its shadow, its background within its corner radius, what the view draws itself (a label's
/// text), its subviews (clipped to its bounds when it clips), then its border; a translucent
/// view as one picture, a transformed one through its transform about its centre.
///
/// A view that clips cuts everything inside it to its rounded shape (the corners its layer's
/// `maskedCorners` names); its background and border round those corners only.
struct ViewRenderer {
    let canvas: any Canvas
    let measurer: any TextMeasuring

    /// Draws `view`, whose frame's origin is at `origin` on the canvas.
    func draw(_ view: UIView, at origin: Point) {
        guard !view.isHidden, view.drawnAlpha > 0.001 else { return }
        // A view that forces an appearance draws its dynamic colours in it, whatever the screen's.
        // A root drawn on its own (a presented screen) takes what is forced above it too.
        let forced = view.superview == nil ? view.forcedStyle : view.overridingStyle
        if let style = forced, (canvas as? AppearanceCanvas)?.style != style {
            return ViewRenderer(canvas: AppearanceCanvas(canvas, style: style), measurer: measurer).draw(view, at: origin)
        }
        let size = Size(width: Double(view.bounds.width), height: Double(view.bounds.height))
        if !view.transform.isIdentity {
            let center = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
            let placing = ProjectiveTransform.placing(size: size, transform: Transform3D(view.transform.transform2D), center: center)
            canvas.beginTransformedLayer(size: size, transform: placing, opacity: Double(view.drawnAlpha), background: .clear)
            drawLayers(of: view, in: Rect(origin: .zero, size: size))
            canvas.endTransformedLayer()
            return
        }
        let rect = Rect(origin: origin, size: size)
        let translucent = view.drawnAlpha < 1
        if translucent {
            let reach = Double(view.layer.shadowOpacity > 0 ? view.layer.shadowRadius * 2 + abs(view.layer.shadowOffset.height) : 0)
            canvas.beginTransparencyLayer(Rect(x: rect.minX - reach, y: rect.minY - reach, width: rect.width + 2 * reach,
                                               height: rect.height + 2 * reach), opacity: Double(view.drawnAlpha))
        }
        drawLayers(of: view, in: rect)
        if translucent { canvas.endTransparencyLayer() }
    }

    /// Draws `view`'s subviews only, `view`'s bounds at `origin`: a cell whose own background
    /// and layer are drawn by the engine's content.
    func drawSubviews(of view: UIView, at origin: Point) {
        for subview in view.subviews {
            draw(subview, at: Point(x: origin.x + Double(subview.frame.minX - view.bounds.minX),
                                    y: origin.y + Double(subview.frame.minY - view.bounds.minY)))
        }
    }

    private func drawLayers(of view: UIView, in rect: Rect) {
        // The layer's look as a cell's is drawn; the border waits until the subviews are drawn.
        var backdrop = view.layer.styled(CellContent(background: view.backgroundColor?.color))
        let border = backdrop.border
        backdrop.border = nil
        let radius = min(backdrop.cornerRadius, rect.width / 2, rect.height / 2)
        let corners = view.layer.maskedCorners.rectCorners
        // A continuous corner reaches past the square `withCorners` cuts a lone corner to.
        let curve = corners == .all ? backdrop.cornerCurve : .circular
        if corners == .all || radius <= 0 {
            if backdrop.background != nil || backdrop.shadow != nil {
                ContentRenderer(canvas: canvas, measurer: measurer).draw(backdrop, in: rect)
            }
        } else {
            let background = backdrop.background
            backdrop.background = nil
            if backdrop.shadow != nil { ContentRenderer(canvas: canvas, measurer: measurer).draw(backdrop, in: rect) }
            if let background {
                withCorners(corners, of: rect, radius: radius) { canvas.fill(rect, color: background, cornerRadius: $0, curve: curve) }
            }
        }
        view.drawContent(in: rect, renderer: self)
        // A view that clips cuts its subviews to its rounded shape, as Core Animation's masksToBounds does.
        let scrollView = view as? UIScrollView
        let clip = view.clipsToBounds && (!view.subviews.isEmpty || scrollView != nil) ? (radius > 0 ? corners : []) : nil
        if let clip { clip.isEmpty ? canvas.pushClip(rect) : canvas.beginRoundedClip(rect, cornerRadius: radius, corners: clip, curve: curve) }
        if let scrollView {
            drawScrolledContent(of: scrollView, in: rect)
        } else {
            drawSubviews(of: view, at: rect.origin)
        }
        if let clip { clip.isEmpty ? canvas.popClip() : canvas.endRoundedClip() }
        if let border {
            withCorners(radius > 0 ? corners : .all, of: rect, radius: radius) {
                canvas.stroke(rect, color: border.color, cornerRadius: $0, lineWidth: border.width, curve: curve)
            }
        }
    }

    /// A scroll view's content, drawn and scrolled by its own engine; as it lies, should the
    /// engine not solve its layout.
    private func drawScrolledContent(of scrollView: UIScrollView, in rect: Rect) {
        guard let scroller = NestedScroller.of(scrollView, measurer: measurer) else {
            drawSubviews(of: scrollView, at: rect.origin)
            return
        }
        if let scrollers = NestedScrollers.drawing?.value {
            scrollers.draw(scroller, in: rect, on: canvas, measurer: measurer)
        } else {
            scroller.draw(in: rect, on: canvas, measurer: measurer)
        }
    }

    /// Runs `draw` with `radius` for a shape whose every corner is rounded; else once for each
    /// part of `rect` (its middle, its sides, its corners) clipped to it, with `radius` at the
    /// rounded corners and 0 elsewhere, so only `corners` come out rounded.
    private func withCorners(_ corners: RectCorners, of rect: Rect, radius: Double, _ draw: (Double) -> Void) {
        guard corners != .all, radius > 0 else {
            draw(corners.isEmpty ? 0 : radius)
            return
        }
        let r = radius
        let parts: [(Rect, Bool)] = [
            (Rect(x: rect.minX + r, y: rect.minY, width: rect.width - 2 * r, height: rect.height), false),
            (Rect(x: rect.minX, y: rect.minY + r, width: r, height: rect.height - 2 * r), false),
            (Rect(x: rect.maxX - r, y: rect.minY + r, width: r, height: rect.height - 2 * r), false),
            (Rect(x: rect.minX, y: rect.minY, width: r, height: r), corners.contains(.topLeft)),
            (Rect(x: rect.maxX - r, y: rect.minY, width: r, height: r), corners.contains(.topRight)),
            (Rect(x: rect.minX, y: rect.maxY - r, width: r, height: r), corners.contains(.bottomLeft)),
            (Rect(x: rect.maxX - r, y: rect.maxY - r, width: r, height: r), corners.contains(.bottomRight)),
        ]
        for (part, rounded) in parts where part.width > 0 && part.height > 0 {
            canvas.pushClip(part)
            draw(rounded ? r : 0)
            canvas.popClip()
        }
    }

    /// Draws a system symbol's stand-in character centred in `rect`, as tall as 0.8 of its
    /// shorter side, in `tint` (or the image's own tint).
    /// Draws `image` filling `rect`: its bitmap (a template tinted with `tint`), or for an SF
    /// Symbol its glyph, as a button's or a tab's image is drawn.
    func drawImage(_ image: UIImage, tint: UIColor, in rect: Rect) {
        if let bitmap = image.drawnBitmap(tintColor: tint) {
            canvas.drawImage(bitmap, in: rect, clip: rect, cornerRadius: 0)
        } else {
            drawSymbol(image, tint: tint, in: rect)
        }
    }

    func drawSymbol(_ image: UIImage, tint: UIColor, in rect: Rect) {
        let font = FontSpec(size: max(1, min(rect.width, rect.height) * 0.8))
        let glyph = image.glyph
        let metrics = measurer.metrics(of: font)
        let width = measurer.advance(of: Substring(glyph), font: font)
        let color = (image.renderingMode == .alwaysOriginal ? UIColor.label : (image.tint ?? tint)).color
        canvas.drawText(Substring(glyph), font: font, color: color, x: rect.midX - width / 2,
                        baseline: rect.midY - metrics.lineHeight / 2 + metrics.ascent, direction: nil)
    }

    /// Draws `label`'s lines in `rect`, the block of them centred vertically, as UILabel draws.
    func drawText(of label: UILabel, in rect: Rect) {
        guard let drawn = label.drawnText(measurer: measurer) else { return }
        let layout = drawn.layout
        let text = label.textLabel
        let lineHeight = layout.metrics.lineHeight
        var baseline = rect.minY + (rect.height - layout.height) / 2 + layout.metrics.ascent
        let rtl = label.effectiveUserInterfaceLayoutDirection == .rightToLeft
        for line in layout.lines {
            let runsRightToLeft = (line.direction ?? layout.direction) == .rightToLeft
            let x: Double
            switch label.textAlignment {
            case .left: x = rect.minX
            case .right: x = rect.maxX - line.width
            case .center: x = rect.minX + (rect.width - line.width) / 2
            case .natural, .justified:
                // The text's own direction, unless the label itself is forced to one: then that
                // direction's starting edge, as iOS draws it (a right-to-left trait alone leaves
                // English at the left; `.forceRightToLeft` on the label puts it at the right).
                let atRight = switch label.semanticContentAttribute {
                case .forceRightToLeft: true
                case .forceLeftToRight: false
                default: runsRightToLeft || (rtl && line.direction == nil)
                }
                x = atRight ? rect.maxX - line.width : rect.minX
            }
            canvas.drawText(Substring(line.text), font: drawn.font, color: text.color, x: x, baseline: baseline, direction: line.direction)
            baseline += lineHeight
        }
    }
}
