import ConstraintSolver
import Testing

/// The incremental Cassowary solver: required and optional constraints, priorities, edit
/// variables, removal, and refusals in Auto Layout's words.
@Suite struct SolverTests {
    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    @Test("required equalities chain: x = 20 and x + 2 = y + 10 give y = 12")
    func equalities() throws {
        let solver = Solver(), x = Variable("x"), y = Variable("y")
        try solver.add(x == 20)
        try solver.add(x + 2 == y + 10)
        solver.updateVariables()
        #expect(close(x.value, 20) && close(y.value, 12))
    }

    @Test("an optional equality gives way to a required inequality, and to a stronger optional one")
    func priorities() throws {
        let solver = Solver(), width = Variable("width"), a = Variable("a")
        try solver.add(width >= 100)
        try solver.add((width == 50) ~ 250)
        try solver.add((a == 10) ~ 750)
        try solver.add((a == 20) ~ 250)
        solver.updateVariables()
        #expect(close(width.value, 100))
        #expect(close(a.value, 10))
    }

    @Test("a label: at most 200 wide (required), 300 wanted at compression resistance 750, 0 at hugging 250")
    func labelSizing() throws {
        let solver = Solver(), width = Variable("label.width")
        try solver.add(width <= 200)
        try solver.add((width >= 300) ~ 750)
        try solver.add((width <= 300) ~ 250)
        solver.updateVariables()
        #expect(close(width.value, 200))
    }

    @Test("views side by side: a container's width is suggested, and the flexible view takes what the fixed one leaves")
    func editVariables() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("container.width")
        let iconWidth = Variable("icon.width"), labelLeft = Variable("label.left"), labelWidth = Variable("label.width")
        try solver.add(left == 16)
        try solver.add(iconWidth == 44)
        try solver.add(labelLeft == left + iconWidth + 8)
        try solver.add(labelLeft + labelWidth + 16 == LinearExpression(width))
        try solver.add(labelWidth >= 0)
        try solver.addEditVariable(width, strength: .high)
        // The label starts at 16 + 44 + 8 = 68 and ends 16 short of the container: 84 of fixed room.
        for suggested in [375.0, 320, 1024, 90, 60] {
            try solver.suggest(suggested, for: width)
            solver.updateVariables()
            #expect(close(width.value, Swift.max(suggested, 84)), "at \(suggested)")
            #expect(close(labelWidth.value, Swift.max(0, suggested - 84)), "at \(suggested)")
        }
    }

    @Test("a required constraint that cannot hold is refused in Auto Layout's words, and the solution stands")
    func unsatisfiable() throws {
        let solver = Solver(), x = Variable("x")
        try solver.add(x == 10)
        let conflicting = Constraint(LinearExpression(x) - 20, .equal, label: "x == 20")
        #expect(throws: SolverError.unsatisfiable(conflicting)) { try solver.add(conflicting) }
        #expect(SolverError.unsatisfiable(conflicting).description
                == "Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint x == 20")
        #expect(!solver.contains(conflicting))
        let below = Variable("y")
        try solver.add(below >= 10)
        #expect(throws: SolverError.self) { try solver.add(below <= 5) }
        solver.updateVariables()
        #expect(close(x.value, 10) && close(below.value, 10))
    }

    @Test("removing a constraint frees its variables: the next one holds")
    func removal() throws {
        let solver = Solver(), x = Variable("x")
        let ten = x == 10
        try solver.add(ten)
        try solver.remove(ten)
        try solver.add(x == 20)
        solver.updateVariables()
        #expect(close(x.value, 20))
        #expect(throws: SolverError.unknown(ten)) { try solver.remove(ten) }
        #expect(throws: SolverError.duplicateEdit(x)) {
            try solver.addEditVariable(x, strength: .low)
            try solver.addEditVariable(x, strength: .low)
        }
        let z = Variable("z")
        #expect(throws: SolverError.requiredEdit(z)) { try solver.addEditVariable(z, strength: .required) }
    }

    @Test("a redundant required equality is accepted; an optional one is met as nearly as possible")
    func redundantAndNear() throws {
        let solver = Solver(), a = Variable("a"), b = Variable("b")
        try solver.add(a == 10)
        try solver.add(b == a + 5)
        try solver.add(b == 15)
        try solver.add(b <= 12 ~ 500)
        solver.updateVariables()
        #expect(close(a.value, 10) && close(b.value, 15))
    }

    @Test("a hundred rows stacked with random heights and gaps: every constraint holds, in any order of adding", arguments: [1, 2, 3])
    func stackedRows(seed: Int) throws {
        var generator = SplitMix(seed: UInt64(seed))
        let count = 100
        let tops = (0..<count).map { Variable("row\($0).top") }, heights = (0..<count).map { Variable("row\($0).height") }
        var constraints = [tops[0] == 0]
        var expected = [0.0], values: [Double] = []
        for index in 0..<count {
            let height = Double(generator.next() % 100 + 1)
            values.append(height)
            constraints.append(heights[index] == height)
            if index > 0 {
                let gap = Double(generator.next() % 10)
                constraints.append(tops[index] == tops[index - 1] + heights[index - 1] + gap)
                expected.append(expected[index - 1] + values[index - 1] + gap)
            }
        }
        var order = Array(constraints.indices)
        for index in order.indices.reversed() { order.swapAt(index, Int(generator.next() % UInt64(index + 1))) }
        let solver = Solver()
        for index in order { try solver.add(constraints[index]) }
        solver.updateVariables()
        #expect(zip(tops, expected).allSatisfy { close($0.value, $1) })
    }
}

/// Layouts the constraints leave free, reported as Auto Layout's `hasAmbiguousLayout` does.
@Suite struct AmbiguityTests {
    @Test("a width that is only at least 10 is free; fixed, or wanted at a priority, it is not")
    func inequalityAlone() throws {
        let solver = Solver(), width = Variable("width")
        try solver.add(width >= 10)
        #expect(solver.ambiguousVariables.map(\.name) == ["width"])
        try solver.add((width == 40) ~ 250)
        #expect(solver.ambiguousVariables.isEmpty)
    }

    @Test("a view with a left and no width: its right edge and width are free, its left is not")
    func missingWidth() throws {
        let solver = Solver(), left = Variable("view.left"), right = Variable("view.right"), width = Variable("view.width")
        try solver.add(left == 16)
        try solver.add(right == left + width)
        #expect(solver.ambiguousVariables.map(\.name).sorted() == ["view.right", "view.width"])
        try solver.add(width == 100)
        #expect(solver.ambiguousVariables.isEmpty)
        solver.updateVariables()
        #expect(right.value == 116)
    }
}

/// A small deterministic generator for the randomized tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
