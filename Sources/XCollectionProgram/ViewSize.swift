import ArgumentParser

/// `--size WIDTHxHEIGHT`: whole points, at least 1 and at most 8192 each way (a window has whole
/// pixels, and one larger than that would take gigabytes of back buffer).
struct ViewSize {
    static let largest = 8192.0

    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Reads `375x667`, or throws the reason it cannot.
    static func parse(_ argument: String) throws -> ViewSize {
        let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else {
            throw ValidationError("expected WIDTHxHEIGHT, such as 375x667")
        }
        guard w.isFinite, h.isFinite, w > 0, h > 0 else { throw ValidationError("both sides must be finite numbers above 0") }
        guard w == w.rounded(), h == h.rounded() else { throw ValidationError("a window has whole pixels: give whole numbers, such as 375x667") }
        guard w <= largest, h <= largest else { throw ValidationError("at most \(Int(largest)) points each way") }
        return ViewSize(width: w, height: h)
    }
}
