/// Compares a render with its reference, tolerantly: a pixel differs when a colour channel is
/// off by more than `tolerance`, and is forgiven when it is anti-aliasing that moved by a
/// fraction of a pixel — a blend of its neighbours in either image that matches a neighbour of
/// the reference pixel. The images match when no more than `maximumDiffering` pixels differ
/// unforgiven. A hard edge that moves by a whole pixel is not a blend, so a cell that moves by
/// one point fails however the limits are set; glyph edges drawn by another FreeType pass pass.
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
        let neighbours = neighbourIndices(x: x, y: y, width: actual.width, height: actual.height)
        guard neighbours.contains(where: { close(actual.pixels, index, reference.pixels, $0) }) else { return false }
        return isBlend(reference.pixels, index, neighbours) || isBlend(actual.pixels, index, neighbours)
    }

    private func neighbourIndices(x: Int, y: Int, width: Int, height: Int) -> [Int] {
        var result: [Int] = []
        for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
                let nx = x + dx, ny = y + dy
                if nx >= 0, ny >= 0, nx < width, ny < height { result.append((ny * width + nx) * 4) }
            }
        }
        return result
    }

    /// Whether the pixel at `index` lies between two of its neighbours, close to neither: the
    /// mark of an anti-aliased edge, which a hard edge's pixels never are.
    private func isBlend(_ pixels: [UInt8], _ index: Int, _ neighbours: [Int]) -> Bool {
        for (i, a) in neighbours.enumerated() where !close(pixels, index, pixels, a) {
            for b in neighbours[(i + 1)...] where !close(pixels, index, pixels, b) {
                let between = (0..<3).allSatisfy { channel in
                    let value = Int(pixels[index + channel]), low = Int(pixels[a + channel]), high = Int(pixels[b + channel])
                    return value >= Swift.min(low, high) - tolerance && value <= Swift.max(low, high) + tolerance
                }
                if between { return true }
            }
        }
        return false
    }
}
