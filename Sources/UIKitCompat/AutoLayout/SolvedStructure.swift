import ConstraintSolver
import Synchronization

/// A tableau an engine reached from nothing by adding a tree's constraints and intrinsic-size
/// edit variables, kept by the tree's shape: the next tree of that shape (a new cell of the same
/// class) starts from a copy of it instead of adding them one by one.
///
/// The solver kept is a copy no engine changes; its variables and constraints stand for the
/// positions the shape numbers.
final class SolvedStructure: @unchecked Sendable {
    private let solver: Solver
    private let variableNumbers: [ObjectIdentifier: Int]
    private let constraintNumbers: [ObjectIdentifier: Int]

    /// How many shapes are kept; a program with more shapes than this keeps the first ones.
    static let limit = 64
    /// The most constraints a kept shape has: cells are copied by the dozen, while a screen's
    /// own tree (hundreds of constraints) is made once and would only hold memory.
    static let largestShape = 256
    private static let kept = Mutex<[StructureShape: SolvedStructure]>([:])

    private init(solver: Solver, variables: [Variable], constraints: [Constraint]) {
        self.solver = solver
        variableNumbers = Dictionary(uniqueKeysWithValues: variables.enumerated().map { (ObjectIdentifier($1), $0) })
        constraintNumbers = Dictionary(uniqueKeysWithValues: constraints.enumerated().map { (ObjectIdentifier($1), $0) })
    }

    /// Keeps `solver`'s state for `shape`, its variables numbered as `variables` and its
    /// constraints as `constraints` (one per wanted constraint, in order).
    static func keep(_ solver: Solver, for shape: StructureShape, variables: [Variable], constraints: [Constraint]) {
        guard constraints.count <= largestShape, kept.withLock({ $0[shape] == nil && $0.count < limit }),
              let frozen = solver.copy(replacingVariables: { $0 }, constraints: { $0 }) else { return }
        let structure = SolvedStructure(solver: frozen, variables: variables, constraints: constraints)
        kept.withLock { kept in
            if kept[shape] == nil, kept.count < limit { kept[shape] = structure }
        }
    }

    /// A solver in the state kept for `shape`, over `variables` (numbered as the shape numbers
    /// them) and `constraints` (one per wanted constraint, in order); nil when none is kept.
    static func solver(for shape: StructureShape, variables: [Variable], constraints: [Constraint]) -> Solver? {
        guard let structure = kept.withLock({ $0[shape] }) else { return nil }
        return structure.solver.copy(
            replacingVariables: { original in structure.variableNumbers[ObjectIdentifier(original)].map { variables[$0] } },
            constraints: { original in structure.constraintNumbers[ObjectIdentifier(original)].map { constraints[$0] } })
    }

    /// Forgets every kept tableau (for tests that time or count the work of a first tree).
    static func forgetAll() {
        kept.withLock { $0.removeAll() }
    }
}
