import ConstraintSolver

/// A constraint the tree says the solver should hold, under the key that tells it from the others.
struct WantedConstraint {
    let key: EngineKey
    let expression: LinearExpression
    let relation: Constraint.Relation
    let priority: Double
    /// The constraint of code's own it stands for; nil for those the engine makes (frames, guides, sizes).
    let owner: NSLayoutConstraint?

    var signature: ConstraintSignature {
        ConstraintSignature(terms: expression.terms.map { .init(variable: ObjectIdentifier($0.variable), coefficient: $0.coefficient) },
                            constant: expression.constant, relation: relation, priority: priority)
    }

    /// The solver's constraint for it, described as its owner when a message asks. The owner is
    /// held weakly: the solver's constraint must not keep the view tree alive.
    func solverConstraint() -> Constraint {
        weak let owner = owner
        return Constraint(expression, relation, strength: Strength(priority), label: owner?.description)
    }
}
