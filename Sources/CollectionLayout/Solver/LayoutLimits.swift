/// The largest lengths a layout may have, so every frame and offset stays a finite number that
/// a `Double` holds to well under a pixel.
public enum LayoutLimits {
    /// The longest any length may be, in points: a size, an inset, a spacing, an offset, and the
    /// content of the whole layout or of one orthogonal section. A trillion items 44 points tall
    /// stay under it; past it, a layout is refused with the path of what went over.
    public static let maximumLength = 1e15

    /// Refuses a section whose content, solved, would reach past `maximumLength` (or overflow).
    static func check(end: Double, path: String) throws(LayoutError) {
        guard end.isFinite, end <= maximumLength else {
            throw LayoutError(path: path, message: "the content would reach \(end.isFinite ? NumberFormat.string(end) : "past any number") points, past the longest a layout may be (1e15)")
        }
    }
}
