/// A sum of variables times coefficients plus a constant: `2 * width + 8`.
public struct LinearExpression: CustomStringConvertible, Sendable {
    /// Each variable with its coefficient; a variable appears at most once.
    public private(set) var terms: [(variable: Variable, coefficient: Double)]
    /// The constant added.
    public var constant: Double

    /// `constant` alone.
    public init(constant: Double = 0) {
        terms = []
        self.constant = constant
    }

    /// `coefficient * variable + constant`.
    public init(_ variable: Variable, coefficient: Double = 1, constant: Double = 0) {
        terms = coefficient == 0 ? [] : [(variable, coefficient)]
        self.constant = constant
    }

    /// Adds `coefficient * variable`, merging it with the variable's term.
    public mutating func add(_ variable: Variable, coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
            if abs(terms[index].coefficient) < Solver.epsilon { terms.remove(at: index) }
        } else if coefficient != 0 {
            terms.append((variable, coefficient))
        }
    }

    /// The expression's value with the variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.variable.value * $1.coefficient } }

    public var description: String {
        let parts = terms.map { term in term.coefficient == 1 ? term.variable.description : "\(format(term.coefficient)) * \(term.variable)" }
        if parts.isEmpty { return format(constant) }
        return (parts + (constant == 0 ? [] : [format(constant)])).joined(separator: " + ")
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

public func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    var result = a
    for term in b.terms { result.add(term.variable, coefficient: term.coefficient) }
    result.constant += b.constant
    return result
}

public func * (a: LinearExpression, k: Double) -> LinearExpression {
    var result = LinearExpression(constant: a.constant * k)
    for term in a.terms { result.add(term.variable, coefficient: term.coefficient * k) }
    return result
}

public func * (k: Double, a: LinearExpression) -> LinearExpression { a * k }
public func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }
public func + (a: LinearExpression, k: Double) -> LinearExpression { a + LinearExpression(constant: k) }
public func - (a: LinearExpression, k: Double) -> LinearExpression { a + LinearExpression(constant: -k) }
public func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
public func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
public func + (a: Variable, k: Double) -> LinearExpression { LinearExpression(a, constant: k) }
public func - (a: Variable, k: Double) -> LinearExpression { LinearExpression(a, constant: -k) }
public func * (a: Variable, k: Double) -> LinearExpression { LinearExpression(a, coefficient: k) }
public func * (k: Double, a: Variable) -> LinearExpression { LinearExpression(a, coefficient: k) }
public func + (a: LinearExpression, b: Variable) -> LinearExpression { a + LinearExpression(b) }
public func - (a: LinearExpression, b: Variable) -> LinearExpression { a - LinearExpression(b) }
public func + (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
public func - (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
