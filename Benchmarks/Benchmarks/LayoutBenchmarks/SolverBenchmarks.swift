import Benchmark
import ConstraintSolver

/// The constraint solver: adding the constraints of a cell (a dozen views' worth) and of a
/// tall stack of rows, and a fitting width suggested again and again (what sizing a self-sizing
/// cell at each new width costs).
enum SolverBenchmarks {
    static func register() {
        for rows in [12, 1_000] {
            Benchmark("solver: \(rows) stacked rows, add every constraint and solve",
                      configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(3), maxIterations: 200)) { benchmark in
                for _ in benchmark.scaledIterations { blackHole(try stack(rows)) }
            }
        }
        Benchmark("solver: a cell's width suggested, 1000 times",
                  configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(3), maxIterations: 200)) { benchmark in
            let solver = Solver()
            let width = Variable("width"), label = Variable("label.width"), left = Variable("label.left")
            try solver.add(left == 68)
            try solver.add(left + label + 16 == LinearExpression(width))
            try solver.add(label >= 0)
            try solver.addEditVariable(width, strength: .high)
            for _ in benchmark.scaledIterations {
                for step in 0..<1_000 {
                    try solver.suggest(Double(200 + step % 400), for: width)
                }
                solver.updateVariables()
                blackHole(label.value)
            }
        }
    }

    /// `rows` rows stacked with gaps, each with a fixed height and a wanted height it may not get.
    static func stack(_ rows: Int) throws -> Double {
        let solver = Solver()
        var previous: (top: Variable, height: Variable)?
        for index in 0..<rows {
            let top = Variable(), height = Variable()
            try solver.add(height >= 20)
            try solver.add((height == Double(20 + index % 30)) ~ 750)
            if let previous {
                try solver.add(top == previous.top + previous.height + 8)
            } else {
                try solver.add(top == 0)
            }
            previous = (top, height)
        }
        solver.updateVariables()
        return previous?.top.value ?? 0
    }
}
