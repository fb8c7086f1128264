import ConstraintSolver

/// A constraint in an engine's solver, with what it said when it was added.
struct InstalledConstraint {
    let constraint: Constraint
    let signature: ConstraintSignature
}
