import CX11

/// A8 masks of small strokes (a chevron, a tick), rasterised once per shape and then
/// composited wherever the shape appears: a list's chevrons cost one composite each instead of
/// tessellating and rasterising triangles in the server every frame. A shape is its points
/// relative to the whole-pixel corner of its box, so the same stroke at any whole-pixel offset
/// is one mask, and the pixels are those the triangles would have given there.
final class StrokeMaskCache {
    struct Shape: Hashable {
        /// The points from the mask's top-left corner, sub-pixel parts kept.
        let points: [Double]
        let lineWidth: Double
    }

    struct Mask {
        let picture: Picture
        let pixmap: Pixmap
        let width: Int
        let height: Int
    }

    /// Strokes whose box is larger than this many pixels either way are drawn directly.
    static let largest = 64

    private let display: Display
    private let format: UnsafeMutablePointer<XRenderPictFormat>
    private let tessellator: PolylineTessellator
    private var masks = BoundedCache<Shape, Mask>(capacity: 64)

    init(display: Display, a8Format: UnsafeMutablePointer<XRenderPictFormat>, tessellator: PolylineTessellator) {
        self.display = display
        self.format = a8Format
        self.tessellator = tessellator
    }

    deinit {
        for mask in masks.removeAll() { free(mask) }
    }

    /// The mask for `points` stroked `lineWidth` wide, and where its top-left corner goes; nil
    /// when the stroke is too large to keep.
    func mask(for points: [(x: Double, y: Double)], lineWidth: Double, white: Picture) -> (mask: Mask, x: Int, y: Int)? {
        guard let box = RenderGeometry.bounds(of: points) else { return nil }
        let margin = 2 * lineWidth + 2
        let originX = (box.minX - margin).rounded(.down), originY = (box.minY - margin).rounded(.down)
        let width = Int((box.maxX + margin).rounded(.up) - originX), height = Int((box.maxY + margin).rounded(.up) - originY)
        guard width > 0, height > 0, width <= Self.largest, height <= Self.largest else { return nil }
        let relative = points.map { (x: $0.x - originX, y: $0.y - originY) }
        let shape = Shape(points: relative.flatMap { [$0.x, $0.y] }, lineWidth: lineWidth)
        if let mask = masks[shape] { return (mask, Int(originX), Int(originY)) }
        let mask = make(relative, lineWidth: lineWidth, width: width, height: height, white: white)
        if let evicted = masks.insert(mask, for: shape) { free(evicted) }
        return (mask, Int(originX), Int(originY))
    }

    /// Adds the stroke's triangles into a cleared mask, as XRender adds them into the temporary
    /// mask of a direct `CompositeTriangles`.
    private func make(_ points: [(x: Double, y: Double)], lineWidth: Double, width: Int, height: Int, white: Picture) -> Mask {
        let dpy = display.pointer
        let pixmap = XCreatePixmap(dpy, display.rootWindow, UInt32(width), UInt32(height), 8)
        let picture = XRenderCreatePicture(dpy, pixmap, format, 0, nil)
        var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XRenderFillRectangle(dpy, PictOpSrc, picture, &clear, 0, 0, UInt32(width), UInt32(height))
        var triangles = tessellator.triangles(for: points, lineWidth: lineWidth).map {
            XTriangle(p1: RenderGeometry.point($0.0), p2: RenderGeometry.point($0.1), p3: RenderGeometry.point($0.2))
        }
        if !triangles.isEmpty {
            XRenderCompositeTriangles(dpy, PictOpAdd, white, picture, format, 0, 0, &triangles, Int32(triangles.count))
        }
        return Mask(picture: picture, pixmap: pixmap, width: width, height: height)
    }

    private func free(_ mask: Mask) {
        XRenderFreePicture(display.pointer, mask.picture)
        XFreePixmap(display.pointer, mask.pixmap)
    }
}
