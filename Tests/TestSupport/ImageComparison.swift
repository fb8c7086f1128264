import X11Window

/// Compares a render with its reference: a pixel differs when a channel is off by more than
/// `tolerance`, and is forgiven when the reference has a matching colour within one pixel of
/// it (an anti-aliased edge that moved by a fraction). The images match when no more than
/// `maximumDiffering` pixels differ unforgiven.
public struct ImageComparison: Sendable {
    public var tolerance = 24
    public var maximumDiffering = 40
    /// Whether a pixel matching a neighbour of its reference pixel is forgiven.
    public var forgivesEdges = true

    public init(tolerance: Int = 24, maximumDiffering: Int = 40, forgivesEdges: Bool = true) {
        self.tolerance = tolerance
        self.maximumDiffering = maximumDiffering
        self.forgivesEdges = forgivesEdges
    }

    /// Every pixel the same, exactly.
    public static let exact = ImageComparison(tolerance: 0, maximumDiffering: 0, forgivesEdges: false)

    public struct Result {
        public var sizesMatch: Bool
        public var differing: Int
        /// Red where pixels differ, the reference faded elsewhere.
        public var diff: RGBAImage?
    }

    public func compare(_ actual: RGBAImage, with reference: RGBAImage) -> Result {
        guard actual.width == reference.width, actual.height == reference.height else {
            return Result(sizesMatch: false, differing: actual.width * actual.height, diff: nil)
        }
        let width = actual.width, height = actual.height
        var diff = [UInt8](repeating: 255, count: width * height * 4)
        var differing = 0
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
                diff[index] = 255
                diff[index + 1] = 0
                diff[index + 2] = 0
            }
        }
        return Result(sizesMatch: true, differing: differing, diff: RGBAImage(width: width, height: height, pixels: diff))
    }

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
