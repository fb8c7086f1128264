/// A column of the tableau: an external variable, a slack of an inequality, the error of an
/// optional constraint, or a dummy marking a required equality.
struct Symbol: Hashable {
    enum Kind { case external, slack, error, dummy }

    let id: Int
    let kind: Kind

    /// Whether the simplex may pivot on it (slacks and errors are restricted to be non-negative).
    var isPivotable: Bool { kind == .slack || kind == .error }
    var isRestricted: Bool { kind != .external }
}
