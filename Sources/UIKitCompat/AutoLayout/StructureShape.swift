import ConstraintSolver

/// What a tree's constraints say with its own variables numbered away: two cells of one class
/// whose constraints differ only in which views they name have the same shape, and the solver
/// reaches the same tableau for both.
///
/// Variables are numbered in the order the constraints first name them; each constraint is its
/// relation, priority, constant and terms, followed by the edit variables added after them.
struct StructureShape: Hashable {
    private let numbers: [Double]

    /// The shape of `wanted` followed by edit variables for `edited`, and the variables in the
    /// order the shape numbers them; nil when an edit variable is in no constraint.
    static func of(_ wanted: [WantedConstraint], edited: [Variable]) -> (shape: StructureShape, variables: [Variable])? {
        var index: [ObjectIdentifier: Int] = [:]
        var variables: [Variable] = []
        var numbers: [Double] = []
        numbers.reserveCapacity(wanted.count * 8 + edited.count + 1)
        for item in wanted {
            numbers.append(Self.code(of: item.relation))
            numbers.append(item.priority)
            numbers.append(item.expression.constant)
            numbers.append(Double(item.expression.terms.count))
            for term in item.expression.terms {
                let id = ObjectIdentifier(term.variable)
                let number: Int
                if let known = index[id] {
                    number = known
                } else {
                    number = variables.count
                    index[id] = number
                    variables.append(term.variable)
                }
                numbers.append(Double(number))
                numbers.append(term.coefficient)
            }
        }
        numbers.append(-1)
        for variable in edited {
            guard let number = index[ObjectIdentifier(variable)] else { return nil }
            numbers.append(Double(number))
        }
        return (StructureShape(numbers: numbers), variables)
    }

    private static func code(of relation: Constraint.Relation) -> Double {
        switch relation {
        case .lessThanOrEqual: 0
        case .equal: 1
        case .greaterThanOrEqual: 2
        }
    }
}
