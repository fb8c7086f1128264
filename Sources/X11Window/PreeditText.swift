/// The text an input method server is composing, as its on-the-spot callbacks describe it: it
/// replaces a run of characters with new ones and moves the caret, counting characters (code
/// points), until the composition is done.
struct PreeditText: Equatable {
    private(set) var characters: [Unicode.Scalar] = []
    /// The caret, in characters from the start.
    private(set) var caret = 0

    var text: String { String(String.UnicodeScalarView(characters)) }

    /// Replaces `replaced` characters from `first` with `inserted` (nil: deletes them) and puts
    /// the caret at `caret`; positions outside the text are kept inside it.
    mutating func draw(first: Int, replaced: Int, inserted: [Unicode.Scalar]?, caret: Int) {
        let start = min(max(0, first), characters.count)
        let end = min(start + max(0, replaced), characters.count)
        characters.replaceSubrange(start..<end, with: inserted ?? [])
        self.caret = min(max(0, caret), characters.count)
    }

    /// Moves the caret `to` a position; the one it lands on, kept inside the text.
    @discardableResult
    mutating func moveCaret(to position: Int) -> Int {
        caret = min(max(0, position), characters.count)
        return caret
    }

    /// The composition ended (committed or cancelled).
    mutating func clear() {
        characters = []
        caret = 0
    }
}
