/// An incremental Cassowary solver, as Auto Layout's: required and optional linear equalities
/// and inequalities over variables, kept solved as constraints come and go, with edit
/// variables for values suggested again and again (a fitting size).
///
/// The tableau is the dual simplex form of Badros, Borning and Stuckey's Cassowary (2001), as
/// the kiwi solver lays it out: each constraint a row with a marker symbol (a slack, an error
/// pair for optional equalities, a dummy for required ones), errors weighted in the objective
/// by their strength. Choices between symbols go by their creation order, so the same
/// constraints always give the same answer.
public final class Solver {
    static let epsilon = 1e-8

    /// The symbols a constraint added: its marker, and the second error of an optional equality
    /// (or the error of an optional inequality).
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    struct Edit {
        let tag: Tag
        let constraint: Constraint
        var constant: Double
    }

    enum Objective { case main, artificial }

    var constraints: [Constraint: Tag] = [:]
    var rows: [Symbol: Row] = [:]
    var variables: [Variable: Symbol] = [:]
    var edits: [Variable: Edit] = [:]
    var infeasible: [Symbol] = []
    var objective = Row()
    var artificial: Row?
    var nextID = 0

    public init() {}

    /// Whether `constraint` was added.
    public func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// Whether nothing was ever added to it (removing all that was added does not make it new
    /// again: its symbols are numbered on).
    public var isNew: Bool { nextID == 0 }

    /// The constraints added, in no order.
    public var addedConstraints: [Constraint] { Array(constraints.keys) }

    // MARK: Constraints

    /// Adds `constraint`; a required one that cannot hold with those already added is refused
    /// (`SolverError.unsatisfiable`) and the solver stays as it was.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicate(constraint) }
        let savedObjective = objective
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard abs(row.constant) < Self.epsilon else {
                objective = savedObjective
                throw .unsatisfiable(constraint)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else {
            // Only this path can fail: the tableau is kept to put back (copied when first changed).
            let savedRows = rows, savedInfeasible = infeasible
            if !addWithArtificialVariable(row) {
                (rows, objective, infeasible) = (savedRows, savedObjective, savedInfeasible)
                throw .unsatisfiable(constraint)
            }
        }
        constraints[constraint] = tag
        optimize(.main)
    }

    /// Removes `constraint`.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknown(constraint) }
        removeErrorEffects(tag.marker, weight: constraint.strength.weight)
        if let other = tag.other { removeErrorEffects(other, weight: constraint.strength.weight) }
        if rows.removeValue(forKey: tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize(.main)
    }

    // MARK: Edit variables

    /// Makes `variable` one whose value is suggested (`suggest(_:for:)`) at `strength`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEdit(variable) }
        guard !strength.isRequired else { throw .requiredEdit(variable) }
        let constraint = Self.editConstraint(for: variable, strength: strength)
        try add(constraint)
        edits[variable] = Edit(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    /// The constraint that holds an edit variable at its suggested value.
    static func editConstraint(for variable: Variable, strength: Strength) -> Constraint {
        Constraint(LinearExpression(variable), .equal, strength: strength, label: "\(variable) == suggested value")
    }

    /// Stops suggesting values for `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEdit(variable) }
        try remove(edit.constraint)
    }

    /// Suggests `value` for the edit variable `variable`: the solution moves as little as the
    /// constraints allow (the dual simplex, from the last solution).
    public func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable] else { throw .unknownEdit(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        let marker = edit.tag.marker
        if var row = rows[marker] {
            row.constant -= delta
            rows[marker] = row
            if row.constant < 0 { infeasible.append(marker) }
        } else if let other = edit.tag.other, var row = rows[other] {
            row.constant += delta
            rows[other] = row
            if row.constant < 0 { infeasible.append(other) }
        } else {
            // In place, row by row; the rows made infeasible queue in creation order, so the
            // dual simplex meets them the same way every time.
            var madeInfeasible: [Symbol] = []
            var index = rows.startIndex
            while index != rows.endIndex {
                if let coefficient = rows.values[index].cells[marker] {
                    rows.values[index].constant += delta * coefficient
                    let symbol = rows.keys[index]
                    if rows.values[index].constant < 0, symbol.kind != .external { madeInfeasible.append(symbol) }
                }
                rows.formIndex(after: &index)
            }
            infeasible += madeInfeasible.sorted { $0.id < $1.id }
        }
        dualOptimize()
    }

    /// The variables the constraints leave free: each could take another value with every
    /// constraint still met as well, as Auto Layout's `hasAmbiguousLayout` reports. A variable
    /// is free when it is not basic (nothing fixes it), or its row leans on an external
    /// variable or on an inequality's slack that the objective does not price.
    public var ambiguousVariables: [Variable] {
        variables.compactMap { variable, symbol -> Variable? in
            guard let row = rows[symbol] else { return variable }
            let free = row.cells.contains { other, coefficient in
                guard abs(coefficient) >= Self.epsilon else { return false }
                switch other.kind {
                case .external: return true
                case .slack: return abs(objective.coefficient(for: other)) < Self.epsilon && canIncrease(other)
                case .error, .dummy: return false
                }
            }
            return free ? variable : nil
        }.sorted { $0.name < $1.name }
    }

    /// Whether `variable` appears in any constraint added; a variable that does not is free.
    public func knows(_ variable: Variable) -> Bool { variables[variable] != nil }

    /// Whether the non-basic `symbol` can grow from zero with every restricted symbol staying at
    /// or above zero: at a degenerate corner (an inequality met exactly, as a hugging and a
    /// compression resistance meeting at the intrinsic size) an unpriced slack is still held.
    private func canIncrease(_ symbol: Symbol) -> Bool {
        !rows.contains { basic, row in
            basic.kind != .external && row.coefficient(for: symbol) < -Self.epsilon && row.constant < Self.epsilon
        }
    }

    /// Writes the solution into each variable's `value`.
    public func updateVariables() {
        for (variable, symbol) in variables { variable.value = rows[symbol]?.constant ?? 0 }
    }

    // MARK: The tableau

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variables[variable] = symbol
        return symbol
    }

    /// The constraint's row with its variables replaced by their rows, and its markers.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where abs(term.coefficient) >= Self.epsilon {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] { row.insert(basic, coefficient: term.coefficient) } else { row.insert(symbol, coefficient: term.coefficient) }
        }
        let weight = constraint.strength.weight
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag = Tag(marker: slack)
            row.insert(slack, coefficient: coefficient)
            if !constraint.strength.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, coefficient: -coefficient)
                objective.insert(error, coefficient: weight)
            }
        case .equal:
            if constraint.strength.isRequired {
                let dummy = makeSymbol(.dummy)
                tag = Tag(marker: dummy)
                row.insert(dummy)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag = Tag(marker: plus, other: minus)
                row.insert(plus, coefficient: -1)
                row.insert(minus, coefficient: 1)
                objective.insert(plus, coefficient: weight)
                objective.insert(minus, coefficient: weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: an external variable, else a marker that can enter
    /// with a negative coefficient; nil when neither exists.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min(by: { $0.id < $1.id }) { return external }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Adds `row` through an artificial variable driven to zero; false when it cannot be.
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = row
        artificial = row
        optimize(.artificial)
        let success = abs(artificial!.constant) < Self.epsilon
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.keys.filter(\.isPivotable).min(by: { $0.id < $1.id }) else { return false }
            basic.solve(for: art, entering)
            substitute(entering, with: basic)
            rows[entering] = basic
        }
        var index = rows.startIndex
        while index != rows.endIndex {
            rows.values[index].remove(art)
            rows.formIndex(after: &index)
        }
        objective.remove(art)
        return success
    }

    private func substitute(_ symbol: Symbol, with row: Row) {
        // In place, row by row: no copy of the keys and no second lookup per row.
        var index = rows.startIndex
        while index != rows.endIndex {
            if rows.values[index].cells[symbol] != nil {
                rows.values[index].substitute(symbol, with: row)
                if rows.keys[index].kind != .external, rows.values[index].constant < 0 { infeasible.append(rows.keys[index]) }
            }
            rows.formIndex(after: &index)
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The primal simplex on `which` objective: pivots until no symbol would lower it.
    private func optimize(_ which: Objective) {
        while true {
            let goal = which == .main ? objective : artificial!
            guard let entering = goal.cells.filter({ $0.key.kind != .dummy && $0.value < 0 }).map(\.key).min(by: { $0.id < $1.id }) else { return }
            var best: (symbol: Symbol, ratio: Double)?
            for (symbol, row) in rows where symbol.kind != .external {
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol.id < best!.symbol.id) { best = (symbol, ratio) }
            }
            // An objective unbounded below cannot come from constraints with non-negative errors.
            guard let leaving = best?.symbol else { return }
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    /// The dual simplex: restores rows made infeasible by a suggested value.
    private func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard var row = rows[leaving], row.constant < 0 else { continue }
            var best: (symbol: Symbol, ratio: Double)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(for: symbol) / coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol.id < best!.symbol.id) { best = (symbol, ratio) }
            }
            guard let entering = best?.symbol else { continue }
            rows[leaving] = nil
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    /// The row to pivot a marker that is not basic into, as it is removed.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?, second: (Symbol, Double)?, third: Symbol?
        for (symbol, row) in rows.sorted(by: { $0.key.id < $1.key.id }) {
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .external {
                third = symbol
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.1 { first = (symbol, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.1 { second = (symbol, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    private func removeErrorEffects(_ marker: Symbol, weight: Double) {
        guard marker.kind == .error else { return }
        if let row = rows[marker] { objective.insert(row, coefficient: -weight) } else { objective.insert(marker, coefficient: -weight) }
    }
}
