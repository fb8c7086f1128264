import CollectionLayout

/// Where the renderer draws: the window's back buffer, or a recording canvas in tests.
/// Coordinates are the view's, in pixels, with y growing down.
public protocol Canvas: AnyObject {
    /// Fills `rect`, with rounded corners of `cornerRadius`.
    func fill(_ rect: Rect, color: Color, cornerRadius: Double)
    /// A line `lineWidth` wide lying just inside `rect`.
    func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double)
    /// Strokes the line through `points`, `lineWidth` wide.
    func strokePolyline(_ points: [Point], color: Color, lineWidth: Double)
    /// Draws `text` from `x` on `baseline`, in visual order as a line of a paragraph running
    /// `direction` (nil: its first strong character's way); returns the box its glyphs' pixels
    /// lie in, when the canvas knows it (nil: somewhere about the line).
    @discardableResult
    func drawText(_ text: Substring, font: FontSpec, color: Color, x: Double, baseline: Double, direction: WritingDirection?) -> Rect?
    /// Restricts drawing to `rect` intersected with the current clip, until the matching `popClip`.
    func pushClip(_ rect: Rect)
    /// Undoes the last `pushClip`.
    func popClip()
    /// Restricts drawing to `rect` with `corners` rounded by `cornerRadius` (a view that clips to
    /// its rounded bounds), intersected with the current clip, until the matching `endRoundedClip`.
    func beginRoundedClip(_ rect: Rect, cornerRadius: Double, corners: RectCorners)
    /// Ends the innermost rounded clip.
    func endRoundedClip()
    /// Starts drawing that is composited at `opacity` as one picture when the matching
    /// `endTransparencyLayer` comes, as a view's alpha applies to it and all it holds: a fading
    /// cell's background does not show through its own text. Drawing is clipped to `rect`.
    func beginTransparencyLayer(_ rect: Rect, opacity: Double)
    /// Composites the innermost transparency layer at its opacity.
    func endTransparencyLayer()
    /// Starts drawing an element in a layer of its own, `size` big with its origin at (0, 0)
    /// and filled with `background`, until the matching `endTransformedLayer`, which composites
    /// it through `transform` (layer coordinates to the canvas's, perspective included) at
    /// `opacity`, as one picture with smoothed edges.
    func beginTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color)
    /// Composites the innermost transformed layer.
    func endTransformedLayer()
    /// A transformed layer whose drawing, `content`, `key` names in full: two layers with equal
    /// keys draw the same pixels. A canvas may keep the composited picture and, while a later
    /// layer of the same key moves only by whole pixels, composite that picture again without
    /// calling `content` — a cover flow's side covers, turned alike, slide without being turned
    /// again. By default it is `beginTransformedLayer`, `content`, `endTransformedLayer`.
    func drawTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color,
                              key: AnyHashable, content: () -> Void)
    /// Draws `image` scaled to fill `rect`, showing only what lies inside `clip` with its corners
    /// rounded by `cornerRadius` (an image view that clips to its rounded bounds).
    func drawImage(_ image: CanvasImage, in rect: Rect, clip: Rect, cornerRadius: Double)
    /// Draws the shadow `shape` casts: the rectangle blurred by a Gaussian whose standard
    /// deviation is `blur`, in `color` at its alpha, reaching three times `blur` past it.
    func drawShadow(of shape: Rect, blur: Double, color: Color)
    /// `fill(_:color:cornerRadius:)` with corners bending along `curve`.
    func fill(_ rect: Rect, color: Color, cornerRadius: Double, curve: CornerCurve)
    /// `stroke(_:color:cornerRadius:lineWidth:)` with corners bending along `curve`.
    func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double, curve: CornerCurve)
    /// `beginRoundedClip(_:cornerRadius:corners:)` with corners bending along `curve`.
    func beginRoundedClip(_ rect: Rect, cornerRadius: Double, corners: RectCorners, curve: CornerCurve)
}

extension Canvas {
    /// By default corners are circular whatever `curve` says: for canvases that only record or
    /// measure. A canvas that draws, and one that passes drawing on, implements these three.
    public func fill(_ rect: Rect, color: Color, cornerRadius: Double, curve: CornerCurve) {
        fill(rect, color: color, cornerRadius: cornerRadius)
    }

    public func stroke(_ rect: Rect, color: Color, cornerRadius: Double, lineWidth: Double, curve: CornerCurve) {
        stroke(rect, color: color, cornerRadius: cornerRadius, lineWidth: lineWidth)
    }

    public func beginRoundedClip(_ rect: Rect, cornerRadius: Double, corners: RectCorners, curve: CornerCurve) {
        beginRoundedClip(rect, cornerRadius: cornerRadius, corners: corners)
    }

    /// By default the clip is `rect`, square: for canvases that only record or measure.
    public func beginRoundedClip(_ rect: Rect, cornerRadius: Double, corners: RectCorners) { pushClip(rect) }
    public func endRoundedClip() { popClip() }

    public func drawTransformedLayer(size: Size, transform: ProjectiveTransform, opacity: Double, background: Color,
                                     key: AnyHashable, content: () -> Void) {
        beginTransformedLayer(size: size, transform: transform, opacity: opacity, background: background)
        content()
        endTransformedLayer()
    }

    /// By default the shadow is a picture (`ShadowImage`) drawn with `drawImage`, a canvas unit
    /// to a pixel: for canvases that only record or measure. A canvas that draws, and one that
    /// passes drawing on, implements it.
    public func drawShadow(of shape: Rect, blur: Double, color: Color) {
        guard blur >= 0.25, let image = ShadowImage.image(width: Int(shape.width.rounded()), height: Int(shape.height.rounded()),
                                                           sigma: blur, color: color) else {
            fill(shape, color: color, cornerRadius: 0)
            return
        }
        let reach = (Double(image.width) - shape.width) / 2
        let rect = Rect(x: shape.minX - reach, y: shape.minY - reach, width: shape.width + 2 * reach, height: shape.height + 2 * reach)
        drawImage(image, in: rect, clip: rect, cornerRadius: 0)
    }

    /// Draws `text` from `x` on `baseline`, running the way its first strong character does.
    @discardableResult
    public func drawText(_ text: Substring, font: FontSpec, color: Color, x: Double, baseline: Double) -> Rect? {
        drawText(text, font: font, color: color, x: x, baseline: baseline, direction: nil)
    }
}
