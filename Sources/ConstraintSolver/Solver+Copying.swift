/// A solver's tableau carried over to other variables and constraints of the same shape.
extension Solver {
    /// A solver in the state this one is in, with each variable replaced by
    /// `variable(original)` and each constraint by `constraint(original)`; the constraints of
    /// edit variables are made anew over the new variables. Nil when either map has no
    /// replacement for something this solver holds.
    ///
    /// Adding the same constraints in the same order to a new solver gives exactly this state,
    /// so a copy stands in for that work: the tableau's symbols are numbered per solver, and only
    /// the objects that name them change. The maps must be one to one, and each new constraint
    /// must have the expression of the one it replaces with the variables replaced.
    public func copy(replacingVariables variable: (Variable) -> Variable?,
                     constraints constraint: (Constraint) -> Constraint?) -> Solver? {
        let copy = Solver()
        copy.rows = rows
        copy.objective = objective
        copy.artificial = artificial
        copy.infeasible = infeasible
        copy.nextID = nextID
        copy.variables.reserveCapacity(variables.count)
        for (original, symbol) in variables {
            guard let replacement = variable(original) else { return nil }
            copy.variables[replacement] = symbol
        }
        var editConstraints: Set<Constraint> = []
        copy.edits.reserveCapacity(edits.count)
        for (original, edit) in edits {
            guard let replacement = variable(original) else { return nil }
            let made = Self.editConstraint(for: replacement, strength: edit.constraint.strength)
            copy.edits[replacement] = Edit(tag: edit.tag, constraint: made, constant: edit.constant)
            copy.constraints[made] = edit.tag
            editConstraints.insert(edit.constraint)
        }
        copy.constraints.reserveCapacity(constraints.count)
        for (original, tag) in constraints where !editConstraints.contains(original) {
            guard let replacement = constraint(original) else { return nil }
            copy.constraints[replacement] = tag
        }
        return copy
    }
}
