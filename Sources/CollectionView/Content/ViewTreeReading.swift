/// How a view tree is being read: for `--dump-views` (a collection view's cells are listed as its
/// elements) or for a UX check (its cells are its subviews, so a label or switch in a row is
/// found under a point, nested collection views' too).
public enum ViewTreeReading {
    /// Whether the tree being built puts each collection view's cells on screen in its subviews.
    @TaskLocal public static var includesCells = false
}
