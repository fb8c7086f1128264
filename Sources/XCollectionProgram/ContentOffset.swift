import ArgumentParser

/// `--offset X,Y`: two finite numbers.
struct ContentOffset {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Reads `0,300`, or throws the reason it cannot.
    static func parse(_ argument: String) throws -> ContentOffset {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else {
            throw ValidationError("expected X,Y, such as 0,300")
        }
        guard x.isFinite, y.isFinite else { throw ValidationError("both coordinates must be finite numbers") }
        return ContentOffset(x: x, y: y)
    }
}
