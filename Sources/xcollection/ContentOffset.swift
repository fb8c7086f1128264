import ArgumentParser

/// `--offset X,Y`: two finite numbers.
struct ContentOffset: ExpressibleByArgument {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else { return nil }
        self.init(x: x, y: y)
    }

    var defaultValueDescription: String { "0,0" }
}
