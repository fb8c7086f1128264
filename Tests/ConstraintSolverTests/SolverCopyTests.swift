import ConstraintSolver
import Testing

/// A solver's tableau carried over to other variables: the copy answers as a solver given the
/// same constraints from nothing, and goes its own way afterwards.
@Suite struct SolverCopyTests {
    /// A row of an icon and a label in a container whose width is suggested, over fresh variables.
    private struct Row {
        let left = Variable("left"), width = Variable("container.width"), iconWidth = Variable("icon.width")
        let labelLeft = Variable("label.left"), labelWidth = Variable("label.width"), intrinsic = Variable("label.intrinsic")
        var variables: [Variable] { [left, width, iconWidth, labelLeft, labelWidth, intrinsic] }

        func constraints() -> [Constraint] {
            [left == 16, iconWidth == 44, labelLeft == left + iconWidth + 8, labelLeft + labelWidth + 16 == LinearExpression(width),
             (labelWidth <= LinearExpression(intrinsic)) ~ 250, (labelWidth >= LinearExpression(intrinsic)) ~ 750, labelWidth >= 0]
        }
    }

    private func solver(_ row: Row, _ constraints: [Constraint]) throws -> Solver {
        let solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        try solver.addEditVariable(row.width, strength: Strength(900))
        try solver.addEditVariable(row.intrinsic, strength: Strength(999))
        return solver
    }

    /// `original`, solved over `first` with `firstConstraints`, copied over `second` with `secondConstraints`.
    private func copied(_ original: Solver, from first: Row, _ firstConstraints: [Constraint], to second: Row,
                      _ secondConstraints: [Constraint]) -> Solver? {
        original.copy(
            replacingVariables: { variable in first.variables.firstIndex { $0 === variable }.map { second.variables[$0] } },
            constraints: { constraint in firstConstraints.firstIndex { $0 === constraint }.map { secondConstraints[$0] } })
    }

    @Test("a copy over other variables gives, suggestion after suggestion, exactly what the same constraints added from nothing give")
    func copyMatchesAFreshSolver() throws {
        let first = Row(), firstConstraints = first.constraints()
        let original = try solver(first, firstConstraints)
        let second = Row(), secondConstraints = second.constraints()
        let copy = try #require(copied(original, from: first, firstConstraints, to: second, secondConstraints))
        let third = Row()
        let fresh = try solver(third, third.constraints())
        for (width, intrinsic) in [(375.0, 120.0), (320, 400), (100, 10), (90, 0)] {
            for (solver, row) in [(copy, second), (fresh, third)] {
                try solver.suggest(width, for: row.width)
                try solver.suggest(intrinsic, for: row.intrinsic)
                solver.updateVariables()
            }
            for (copied, made) in zip(second.variables, third.variables) {
                #expect(copied.value == made.value, "\(made.name) at width \(width), intrinsic \(intrinsic)")
            }
        }
        // The copy's constraints are the new ones: they can be taken out again.
        #expect(copy.contains(secondConstraints[1]) && !copy.contains(firstConstraints[1]))
        try copy.remove(secondConstraints[1])
        try copy.removeEditVariable(second.width)
    }

    @Test("the original and its copy change apart, and a copy that cannot replace a variable or a constraint is refused")
    func copiesAreIndependent() throws {
        let first = Row(), constraints = first.constraints()
        let original = try solver(first, constraints)
        let second = Row(), secondConstraints = second.constraints()
        let copy = try #require(copied(original, from: first, constraints, to: second, secondConstraints))
        try original.suggest(200, for: first.width)
        try copy.suggest(500, for: second.width)
        original.updateVariables()
        copy.updateVariables()
        #expect(first.width.value == 200 && first.labelWidth.value == 116)
        #expect(second.width.value == 500 && second.labelWidth.value == 416)
        #expect(original.copy(replacingVariables: { $0 === first.iconWidth ? nil : $0 }, constraints: { $0 }) == nil)
        #expect(original.copy(replacingVariables: { $0 }, constraints: { $0 === constraints[0] ? nil : $0 }) == nil)
        #expect(!original.isNew && Solver().isNew)
    }
}
