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
