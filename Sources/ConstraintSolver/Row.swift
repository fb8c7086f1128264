/// One row of the tableau: `basic = constant + Σ coefficient · symbol`.
struct Row {
    var constant: Double
    var cells = RowCells()

    init(constant: Double = 0) {
        self.constant = constant
    }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient · symbol`, dropping the cell when it cancels.
    mutating func insert(_ symbol: Symbol, coefficient: Double = 1) {
        let value = (cells[symbol] ?? 0) + coefficient
        if abs(value) < Solver.epsilon { cells[symbol] = nil } else { cells[symbol] = value }
    }

    /// Adds `row` times `coefficient`.
    mutating func insert(_ row: Row, coefficient: Double = 1) {
        constant += row.constant * coefficient
        cells.add(row.cells, times: coefficient, epsilon: Solver.epsilon)
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        cells.scale(by: -1)
    }

    /// Solves the row for `symbol`: the row then gives `symbol` in terms of the rest.
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        constant *= coefficient
        cells.scale(by: coefficient)
    }

    /// Solves `lhs = row` for `rhs`, where `lhs` is a symbol not in the row.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, coefficient: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with `row` wherever it appears.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient: coefficient)
    }
}
