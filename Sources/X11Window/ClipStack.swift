/// Nested clip rectangles; each push is intersected with the one below it.
struct ClipStack {
    private var stack: [PixelRect] = []

    /// The clip in force, or nil when nothing is clipped.
    var current: PixelRect? { stack.last }

    /// Whether the clip in force excludes everything, so drawing can be skipped.
    var excludesEverything: Bool { current?.isEmpty ?? false }

    mutating func push(_ rect: PixelRect) {
        stack.append(current.map { $0.intersection(rect) } ?? rect)
    }

    /// Removes the innermost clip; popping an empty stack is a caller bug, reported in debug.
    mutating func pop() {
        assert(!stack.isEmpty, "popClip() without a matching pushClip()")
        _ = stack.popLast()
    }
}
