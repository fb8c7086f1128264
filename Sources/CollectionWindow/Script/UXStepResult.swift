import CollectionLayout

/// What a step of a UX check came to: one JSON line of the run's output.
public struct UXStepResult: Hashable, Sendable {
    /// The step's number, from 1.
    public var step: Int
    /// The step's kind (`wheel`, `expect`, …).
    public var kind: String
    /// For an `expect` step, which expectation.
    public var expectation: String?
    /// Whether it held (or ran).
    public var ok: Bool
    /// What was expected and what was found, as JSON values, when the step checks something.
    public var expected: String?
    public var actual: String?
    /// Why it did not run, or a file it wrote.
    public var note: String?

    /// The line: `{"step": 3, "expect": "orthogonalOffset", "ok": true, "actual": 281}`.
    public var line: String {
        var out = "{\"step\": \(step), "
        out += expectation.map { "\"expect\": " + JSONWriter.escaped($0) + ", " } ?? "\"\(kind)\": true, "
        out += "\"ok\": \(ok)"
        if !ok, let expected { out += ", \"expected\": " + expected }
        if let actual { out += ", \"actual\": " + actual }
        if let note { out += ", \"note\": " + JSONWriter.escaped(note) }
        return out + "}"
    }
}
