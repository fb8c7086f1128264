import Testing
@testable import ConstraintSolver

/// Small random systems of two unknowns checked against a brute-force answer: the weighted errors
/// of the optional constraints are a convex, piecewise-linear function, so their least value over
/// the region the required constraints allow lies where two constraint lines cross. Every such
/// crossing that meets the required constraints is tried; the solver's solution must meet them too
/// and cost no more than the best crossing.
@Suite struct BruteForceTests {
    /// `a·x + b·y (relation) c`, optional at `priority` (1000: required).
    struct Line {
        let a: Double, b: Double, c: Double
        let relation: Constraint.Relation
        let priority: Double

        func value(_ x: Double, _ y: Double) -> Double { a * x + b * y - c }

        /// How far (x, y) is from meeting it.
        func error(_ x: Double, _ y: Double) -> Double {
            let v = value(x, y)
            switch relation {
            case .equal: return abs(v)
            case .lessThanOrEqual: return max(0, v)
            case .greaterThanOrEqual: return max(0, -v)
            }
        }
    }

    static func system(seed: UInt64) -> [Line] {
        var random = SplitMix(seed: seed)
        func number(_ range: ClosedRange<Int>) -> Double { Double(range.lowerBound + Int(random.next() % UInt64(range.count))) }
        // A box the unknowns stay in, and one more required cut through it that (0, 0) meets.
        var lines = [Line(a: 1, b: 0, c: 0, relation: .greaterThanOrEqual, priority: 1000),
                     Line(a: 1, b: 0, c: 100, relation: .lessThanOrEqual, priority: 1000),
                     Line(a: 0, b: 1, c: 0, relation: .greaterThanOrEqual, priority: 1000),
                     Line(a: 0, b: 1, c: 100, relation: .lessThanOrEqual, priority: 1000),
                     Line(a: number(1...3), b: number(1...3), c: number(60...250), relation: .lessThanOrEqual, priority: 1000)]
        let priorities = [250.0, 500, 750, 999]
        for _ in 0..<4 {
            let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(random.next() % 3)]
            lines.append(Line(a: number(-2...2), b: number(-2...2), c: number(-50...150), relation: relation,
                              priority: priorities[Int(random.next() % 4)]))
        }
        return lines.filter { $0.a != 0 || $0.b != 0 }
    }

    static func cost(_ lines: [Line], _ x: Double, _ y: Double) -> Double {
        lines.filter { $0.priority < 1000 }.reduce(0) { $0 + $1.error(x, y) * pow3($1.priority) }
    }

    static func pow3(_ value: Double) -> Double { value * value * value }

    static func feasible(_ lines: [Line], _ x: Double, _ y: Double) -> Bool {
        lines.filter { $0.priority >= 1000 }.allSatisfy { $0.error(x, y) < 1e-7 }
    }

    /// The least cost over every crossing of two lines that meets the required ones.
    static func bruteForce(_ lines: [Line]) -> Double {
        var best = Double.infinity
        for i in lines.indices {
            for j in lines.indices where j > i {
                let p = lines[i], q = lines[j]
                let determinant = p.a * q.b - q.a * p.b
                guard abs(determinant) > 1e-12 else { continue }
                let x = (p.c * q.b - q.c * p.b) / determinant, y = (p.a * q.c - q.a * p.c) / determinant
                if feasible(lines, x, y) { best = min(best, cost(lines, x, y)) }
            }
        }
        return best
    }

    @Test("the solver's answer meets the required constraints and costs what the best crossing costs", arguments: 0..<200)
    func matchesBruteForce(seed: Int) throws {
        let lines = Self.system(seed: UInt64(seed) &* 7919 &+ 1)
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        for line in lines {
            let expression = LinearExpression(x) * line.a + LinearExpression(y) * line.b - line.c
            try solver.add(Constraint(expression, line.relation, strength: Strength(line.priority)))
        }
        solver.updateVariables()
        #expect(Self.feasible(lines, x.value, y.value), "(\(x.value), \(y.value)) breaks a required constraint")
        let found = Self.cost(lines, x.value, y.value), best = Self.bruteForce(lines)
        #expect(abs(found - best) <= 1e-6 * max(1, best), "cost \(found) where the best crossing costs \(best)")
    }
}
