/// The largest lengths a layout may have, so every frame and offset stays a finite number that
/// a `Double` holds to well under a pixel.
public enum LayoutLimits {
    /// The longest any length may be, in points: a size, an inset, a spacing, an offset, and the
    /// content of the whole layout or of one orthogonal section. A trillion items 44 points tall
    /// stay under it; past it, a layout is refused with the path of what went over.
    public static let maximumLength = 1e15

    /// Refuses a content size a layout object gave (a custom layout's) that is not finite, is
    /// negative or reaches past `maximumLength`.
    public static func check(contentSize size: Size) throws(LayoutError) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
              size.width <= maximumLength, size.height <= maximumLength else {
            throw LayoutError(path: "collectionViewContentSize", message: "the content size \(size) is not a size a layout can have (finite, 0 or more, at most 1e15)")
        }
    }

    /// Refuses a section whose content, solved, would reach past `maximumLength` (or overflow).
    static func check(end: Double, path: String) throws(LayoutError) {
        guard end.isFinite, end <= maximumLength else {
            throw LayoutError(path: path, message: "the content would reach \(end.isFinite ? NumberFormat.string(end) : "past any number") points, past the longest a layout may be (1e15)")
        }
    }

    /// How many elements one rectangle query (`elements(in:offsets:)`) returns at most.
    ///
    /// A screen shows a bounded number of things, but a layout need not: a hundred million items of
    /// no size, or rows a millionth of a point tall, all meet one screen. Past this many the query
    /// stops, in section and item order, so a frame, a screenshot or a visual description costs a
    /// bounded time and memory whatever the layout. 65,536 is a 4K screen (3840x2160) tiled with
    /// items 11 points square, a 1280x800 one with items of 4: no layout a person reads comes near
    /// it. Dumps, which list every element, are not rectangle queries and are not limited.
    public static let elementsPerQuery = 1 << 16

    /// How many more elements a query that has `found` may add.
    static func remainingElements(after found: Int) -> Int { Swift.max(elementsPerQuery - found, 0) }
}
