/// Where a rounded rectangle's four corners are cut from a `CornerShape`'s mask: each corner a
/// block of `extent` pixels a side, or half the rectangle where it is narrower than two corners,
/// read from the mask's matching quadrant.
struct CornerBlocks {
    /// The rectangle's left, top, right and bottom pixel edges.
    let left: Int, top: Int, right: Int, bottom: Int
    /// The corner blocks' widths (left and right) and heights (top and bottom).
    let leftWidth: Int, rightWidth: Int, topHeight: Int, bottomHeight: Int
    /// The side of the mask: twice the corner's extent.
    let side: Int

    init(left: Int, top: Int, width: Int, height: Int, extent: Int) {
        (self.left, self.top, right, bottom) = (left, top, left + width, top + height)
        (leftWidth, rightWidth) = 2 * extent <= width ? (extent, extent) : (width / 2, width - width / 2)
        (topHeight, bottomHeight) = 2 * extent <= height ? (extent, extent) : (height / 2, height - height / 2)
        side = 2 * extent
    }

    /// Each corner's block on the canvas and where it reads the mask: top left, top right,
    /// bottom left, bottom right.
    var corners: [(block: PixelRect, maskX: Int, maskY: Int)] {
        [(PixelRect(x: left, y: top, width: leftWidth, height: topHeight), 0, 0),
         (PixelRect(x: right - rightWidth, y: top, width: rightWidth, height: topHeight), side - rightWidth, 0),
         (PixelRect(x: left, y: bottom - bottomHeight, width: leftWidth, height: bottomHeight), 0, side - bottomHeight),
         (PixelRect(x: right - rightWidth, y: bottom - bottomHeight, width: rightWidth, height: bottomHeight), side - rightWidth, side - bottomHeight)]
    }
}
