/// A column of the tableau: an external variable, a slack of an inequality, the error of an
/// optional constraint, or a dummy marking a required equality.
struct Symbol: Hashable {
    enum Kind { case external, slack, error, dummy }

    let id: Int
    let kind: Kind

    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }

    // Symbols are the keys of every row and of the tableau itself: hashed by their unique id
    // with one multiply, not SipHash, which was a fifth of the time of re-sizing a cell.
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func _rawHashValue(seed: Int) -> Int { (id &+ seed) &* -7_046_029_254_386_353_131 }

    /// Whether the simplex may pivot on it (slacks and errors are restricted to be non-negative).
    var isPivotable: Bool { kind == .slack || kind == .error }
    var isRestricted: Bool { kind != .external }
}
