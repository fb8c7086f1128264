/// How many elements one rectangle query (`elements(in:offsets:)`) returns at most.
///
/// A screen shows a bounded number of things, but a layout need not: a hundred million items of
/// no size, or rows a millionth of a point tall, all meet one screen. Past this many the query
/// stops, in section and item order, so a frame, a screenshot or a visual description costs a
/// bounded time and memory whatever the layout. 65,536 is a 4K screen (3840x2160) tiled with
/// items 11 points square, a 1280x800 one with items of 4: no layout a person reads comes near
/// it. Dumps, which list every element, are not rectangle queries and are not limited.
public enum RectQueryLimit {
    public static let elements = 1 << 16

    /// How many more elements a query that has `found` may add.
    static func remaining(after found: Int) -> Int { Swift.max(elements - found, 0) }
}
