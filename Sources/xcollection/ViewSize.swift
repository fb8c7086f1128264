import ArgumentParser

/// `--size WIDTHxHEIGHT`: positive, finite and at most 100,000 points each way.
struct ViewSize: ExpressibleByArgument {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0, w <= 100_000, h <= 100_000 else { return nil }
        self.init(width: w, height: h)
    }

    static var defaultCompletionKind: CompletionKind { .default }
    var defaultValueDescription: String { "375x667" }
}
