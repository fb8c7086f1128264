/// A linear relation between variables at a strength: `expression relation 0`, made with the
/// operators `==`, `<=` and `>=` between expressions (`a.width == 2 * b.width + 8`).
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// How the expression relates to zero.
    public enum Relation: String, Sendable {
        case lessThanOrEqual = "<="
        case equal = "=="
        case greaterThanOrEqual = ">="
    }

    /// The left side less the right side.
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Strength
    /// How the constraint reads in messages, as it was written; the expression's form otherwise.
    public var label: String? { makeLabel() }
    /// Made only when a message needs it: engines add constraints by the thousand, and a
    /// description costs more than the constraint.
    private let makeLabel: () -> String?

    /// `expression relation 0` at `strength`; `label` is read only when the constraint is
    /// described.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required,
                label: @autoclosure @escaping () -> String? = nil) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.makeLabel = label
    }

    /// The same constraint at another strength.
    public func at(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, label: self.makeLabel())
    }

    public var description: String {
        let body = label ?? "\(expression) \(relation.rawValue) 0"
        return strength.isRequired ? body : "\(body) (priority \(strength))"
    }

    public static func == (a: Constraint, b: Constraint) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public func == (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a - b, .equal) }
public func <= (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func >= (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func == (a: LinearExpression, k: Double) -> Constraint { Constraint(a - k, .equal) }
public func <= (a: LinearExpression, k: Double) -> Constraint { Constraint(a - k, .lessThanOrEqual) }
public func >= (a: LinearExpression, k: Double) -> Constraint { Constraint(a - k, .greaterThanOrEqual) }
public func == (a: Variable, k: Double) -> Constraint { LinearExpression(a) == k }
public func <= (a: Variable, k: Double) -> Constraint { LinearExpression(a) <= k }
public func >= (a: Variable, k: Double) -> Constraint { LinearExpression(a) >= k }
public func == (a: Variable, b: Variable) -> Constraint { LinearExpression(a) == LinearExpression(b) }
public func <= (a: Variable, b: Variable) -> Constraint { LinearExpression(a) <= LinearExpression(b) }
public func >= (a: Variable, b: Variable) -> Constraint { LinearExpression(a) >= LinearExpression(b) }
public func == (a: Variable, b: LinearExpression) -> Constraint { LinearExpression(a) == b }
public func <= (a: Variable, b: LinearExpression) -> Constraint { LinearExpression(a) <= b }
public func >= (a: Variable, b: LinearExpression) -> Constraint { LinearExpression(a) >= b }

precedencegroup ConstraintStrengthPrecedence {
    lowerThan: ComparisonPrecedence
}
infix operator ~: ConstraintStrengthPrecedence

/// The constraint at priority `priority`: `(a.width == 100) ~ 750`.
public func ~ (constraint: Constraint, priority: Double) -> Constraint { constraint.at(Strength(priority)) }
