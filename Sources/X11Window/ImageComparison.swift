/// Compares a render with its reference, tolerantly: a pixel differs when a colour channel is
/// off by more than `tolerance`, and is forgiven when the reference has a matching colour within
/// one pixel of it (an anti-aliased edge that moved by a fraction of a pixel). The images match
/// when no more than `maximumDiffering` pixels differ unforgiven. The defaults let text
/// rasterised by another FreeType pass and keep a cell that moved by one point failing.
public struct ImageComparison: Hashable, Sendable {
    /// How far (0–255) a channel may be off before its pixel differs.
    public var tolerance = 24
    /// How many pixels may differ, unforgiven, in a match.
    public var maximumDiffering = 40
    /// Whether a pixel matching a neighbour of its reference pixel is forgiven.
    public var forgivesEdges = true

    /// A comparison with these limits.
    public init(tolerance: Int = 24, maximumDiffering: Int = 40, forgivesEdges: Bool = true) {
        self.tolerance = tolerance
        self.maximumDiffering = maximumDiffering
        self.forgivesEdges = forgivesEdges
    }

    /// Every pixel the same, exactly.
    public static let exact = ImageComparison(tolerance: 0, maximumDiffering: 0, forgivesEdges: false)

    /// What a comparison found.
    public struct Result: Sendable {
        /// Whether the images have the same width and height; nothing else is compared when not.
        public var sizesMatch: Bool
        /// How many pixels differ, unforgiven.
        public var differing: Int
        /// The largest difference of one channel among the differing pixels (0–255).
        public var largestDifference: Int
        /// Red where pixels differ, the reference faded elsewhere; nil when the sizes differ.
        public var diff: RGBAImage?
    }

    /// Compares `actual` with `reference`, pixel by pixel.
    public func compare(_ actual: RGBAImage, with reference: RGBAImage) -> Result {
        guard actual.width == reference.width, actual.height == reference.height else {
            return Result(sizesMatch: false, differing: actual.width * actual.height, largestDifference: 255, diff: nil)
        }
        let width = actual.width, height = actual.height
        var diff = [UInt8](repeating: 255, count: width * height * 4)
        var differing = 0, largest = 0
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                let faded = { (value: UInt8) in UInt8(191 + Int(value) / 4) }
                diff[index] = faded(reference.pixels[index])
                diff[index + 1] = faded(reference.pixels[index + 1])
                diff[index + 2] = faded(reference.pixels[index + 2])
                guard !close(actual.pixels, index, reference.pixels, index) else { continue }
                if forgivesEdges, forgiven(actual, reference, x: x, y: y) { continue }
                differing += 1
                for channel in 0..<3 {
                    largest = Swift.max(largest, abs(Int(actual.pixels[index + channel]) - Int(reference.pixels[index + channel])))
                }
                diff[index] = 255
                diff[index + 1] = 0
                diff[index + 2] = 0
            }
        }
        return Result(sizesMatch: true, differing: differing, largestDifference: largest,
                      diff: RGBAImage(width: width, height: height, pixels: diff))
    }

    /// Whether `result` is a match: the same size, and no more than `maximumDiffering` pixels differ.
    public func matches(_ result: Result) -> Bool { result.sizesMatch && result.differing <= maximumDiffering }

    private func close(_ a: [UInt8], _ i: Int, _ b: [UInt8], _ j: Int) -> Bool {
        abs(Int(a[i]) - Int(b[j])) <= tolerance && abs(Int(a[i + 1]) - Int(b[j + 1])) <= tolerance
            && abs(Int(a[i + 2]) - Int(b[j + 2])) <= tolerance
    }

    private func forgiven(_ actual: RGBAImage, _ reference: RGBAImage, x: Int, y: Int) -> Bool {
        let index = (y * actual.width + x) * 4
        for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
                let nx = x + dx, ny = y + dy
                guard nx >= 0, ny >= 0, nx < actual.width, ny < actual.height else { continue }
                if close(actual.pixels, index, reference.pixels, (ny * actual.width + nx) * 4) { return true }
            }
        }
        return false
    }
}
