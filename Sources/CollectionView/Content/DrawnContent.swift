import CollectionLayout

/// Content that lays itself out and draws itself: a cell that is a tree of views (UIKit's
/// cells built in code, in `UIKitCompat`). The renderer draws a `CellContent`'s own parts
/// first and then this on top; the measurer asks it for its size.
public protocol DrawnContent: AnyObject {
    /// Lays the content out at `frame`'s size and draws it at `frame` on `canvas`, `selected` or
    /// not; returns whether it drew its selection itself (else the renderer tints it).
    func draw(in frame: Rect, on canvas: any Canvas, measurer: any TextMeasuring, selected: Bool) -> Bool
    /// The size the content wants at `size`'s width, its height as small as it allows.
    func preferredSize(fitting size: Size, measurer: any TextMeasuring) -> Size
    /// The content laid out at `frame` (the element's frame in the content), as a tree of views:
    /// what `--dump-views` prints and the inspector outlines; nil when it is not made of views.
    func viewTree(at frame: Rect, measurer: any TextMeasuring) -> ViewTreeNode?
}

/// A `DrawnContent` in a `CellContent`: equal when it is the same object at the same revision,
/// so content that changed in place is told from content that did not.
public struct ContentDrawing: Hashable, @unchecked Sendable {
    // Unchecked: the object is drawn and measured only on the thread that draws the screen.
    /// What draws.
    public let content: any DrawnContent
    /// Bumped by the owner whenever what it draws changes.
    public let revision: Int

    /// `content` as of `revision`.
    public init(_ content: any DrawnContent, revision: Int = 0) {
        self.content = content
        self.revision = revision
    }

    public static func == (a: ContentDrawing, b: ContentDrawing) -> Bool {
        a.content === b.content && a.revision == b.revision
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(content))
        hasher.combine(revision)
    }
}
