import ConstraintSolver

/// What a constraint says, to tell whether one already in the solver is still the one wanted.
struct ConstraintSignature: Hashable {
    struct Term: Hashable {
        let variable: ObjectIdentifier
        let coefficient: Double
    }

    let terms: [Term]
    let constant: Double
    let relation: Constraint.Relation
    let priority: Double
}
