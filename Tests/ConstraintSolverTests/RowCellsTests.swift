@testable import ConstraintSolver
import Testing

/// A row's terms as sorted arrays, checked against a dictionary doing the same arithmetic.
@Suite struct RowCellsTests {
    private func symbol(_ id: Int) -> Symbol { Symbol(id: id, kind: id % 2 == 0 ? .slack : .external) }

    @Test("random adds, scales and removals keep the terms sorted and equal to a dictionary's, cancelled terms dropped")
    func matchesADictionary() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var cells = RowCells(), expected: [Int: Double] = [:]
            for _ in 0..<20 {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    var other = RowCells(), terms: [Int: Double] = [:]
                    for _ in 0..<Int.random(in: 0..<6, using: &generator) {
                        let id = Int.random(in: 0..<12, using: &generator), value = Double(Int.random(in: -3...3, using: &generator))
                        guard value != 0 else { continue }
                        other[symbol(id)] = value
                        terms[id] = value
                    }
                    let factor = [1.0, -1, 0.5, 2].randomElement(using: &generator)!
                    cells.add(other, times: factor, epsilon: Solver.epsilon)
                    for (id, value) in terms {
                        let sum = (expected[id] ?? 0) + value * factor
                        expected[id] = abs(sum) < Solver.epsilon ? nil : sum
                    }
                case 1:
                    cells.scale(by: -2)
                    for id in expected.keys { expected[id]! *= -2 }
                case 2:
                    let id = Int.random(in: 0..<12, using: &generator)
                    #expect(cells.removeValue(forKey: symbol(id)) == expected.removeValue(forKey: id))
                default:
                    let id = Int.random(in: 0..<12, using: &generator)
                    cells[symbol(id)] = 7
                    expected[id] = 7
                }
                #expect(cells.keys.map(\.id) == expected.keys.sorted())
                #expect(cells.map(\.value) == expected.keys.sorted().map { expected[$0]! })
            }
        }
    }

    @Test("a term that cancels is dropped; one the other row lacks stays as it was, however small")
    func cancelling() {
        var cells = RowCells()
        cells[symbol(1)] = 2
        cells[symbol(3)] = 1e-12
        var other = RowCells()
        other[symbol(1)] = 1
        cells.add(other, times: -2, epsilon: Solver.epsilon)
        #expect(cells.keys.map(\.id) == [3])
        #expect(cells[symbol(1)] == nil && cells[symbol(3)] == 1e-12)
    }
}
