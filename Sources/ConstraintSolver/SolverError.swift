/// Why the solver refused a request, in the words Auto Layout uses where it has some.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required ones already added; it
    /// was not added, as Auto Layout breaks it and carries on.
    case unsatisfiable(Constraint)
    /// The constraint was added already.
    case duplicate(Constraint)
    /// The constraint was never added (or was removed).
    case unknown(Constraint)
    /// An edit variable must have an optional strength.
    case requiredEdit(Variable)
    /// The variable is an edit variable already, or is not one.
    case duplicateEdit(Variable)
    case unknownEdit(Variable)

    public var description: String {
        switch self {
        case .unsatisfiable(let constraint):
            "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint \(constraint)"
        case .duplicate(let constraint): "the constraint \(constraint) was added already"
        case .unknown(let constraint): "the constraint \(constraint) was not added"
        case .requiredEdit(let variable): "the edit variable \(variable) needs a priority below required"
        case .duplicateEdit(let variable): "\(variable) is an edit variable already"
        case .unknownEdit(let variable): "\(variable) is not an edit variable"
        }
    }
}
