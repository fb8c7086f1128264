/// The flat-colour regions of a picture: the pixels that lie in a square of `side` by `side`
/// pixels of one exact colour, each with that colour, and every other pixel marked as not flat.
/// Text, anti-aliased edges, gradients and photographs leave few such squares, so what remains is
/// the picture's geometry: backgrounds, cells, bars, separators as thick as the square.
public struct FlatColorMap: Equatable, Sendable {
    /// The size in pixels.
    public let width: Int
    public let height: Int
    /// The distinct colours of the flat pixels, as packed RGBA (red in the high byte).
    public private(set) var colors: [UInt32]
    /// Per pixel, row by row, the index into `colors`, or -1 where the pixel is not flat.
    public private(set) var indices: [Int32]

    /// One rectangle of one colour, in pixels.
    public struct Region: Hashable, Sendable {
        public var color: UInt32
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        public init(color: UInt32, x: Int, y: Int, width: Int, height: Int) {
            self.color = color
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The flat pixels of `image`: those covered by a `side` x `side` square of one colour.
    public init(_ image: RGBAImage, side: Int) {
        precondition(side >= 1, "FlatColorMap: a square's side is at least one pixel")
        width = image.width
        height = image.height
        let packed = Self.packed(image)
        let starts = Self.squareStarts(packed, width: width, height: height, side: side)
        let covered = Self.covered(by: starts, width: width, height: height, side: side)
        var palette: [UInt32: Int32] = [:]
        colors = []
        indices = [Int32](repeating: -1, count: width * height)
        for index in 0..<(width * height) where covered[index] {
            let color = packed[index]
            if let known = palette[color] {
                indices[index] = known
            } else {
                let new = Int32(colors.count)
                palette[color] = new
                colors.append(color)
                indices[index] = new
            }
        }
    }

    /// The map the rectangles of `regions` paint on a picture of `width` x `height` pixels, in
    /// order: a later region covers an earlier one where they overlap.
    public init(width: Int, height: Int, regions: [Region]) {
        self.width = width
        self.height = height
        colors = []
        indices = [Int32](repeating: -1, count: width * height)
        var palette: [UInt32: Int32] = [:]
        for region in regions {
            let index: Int32
            if let known = palette[region.color] {
                index = known
            } else {
                index = Int32(colors.count)
                palette[region.color] = index
                colors.append(region.color)
            }
            let x0 = max(region.x, 0), x1 = min(region.x + region.width, width)
            let y0 = max(region.y, 0), y1 = min(region.y + region.height, height)
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 { for x in x0..<x1 { indices[y * width + x] = index } }
        }
    }

    /// The flat pixels as rectangles, colour by colour: each row's runs of one colour, joined with
    /// the runs of the same span in the rows below. Painting them back gives this map exactly.
    public var regions: [Region] {
        var result: [Region] = []
        // Open rectangles by their colour and span, with the row they started on.
        var open: [Span: Int] = [:]
        for y in 0...height {
            var runs: Set<Span> = []
            if y < height {
                var x = 0
                while x < width {
                    let index = indices[y * width + x]
                    guard index >= 0 else { x += 1; continue }
                    var end = x + 1
                    while end < width, indices[y * width + end] == index { end += 1 }
                    runs.insert(Span(color: index, start: x, end: end))
                    x = end
                }
            }
            for (span, top) in open where !runs.contains(span) {
                result.append(Region(color: colors[Int(span.color)], x: span.start, y: top, width: span.end - span.start, height: y - top))
                open[span] = nil
            }
            for span in runs where open[span] == nil { open[span] = y }
        }
        return result.sorted { ($0.y, $0.x, $0.color) < ($1.y, $1.x, $1.color) }
    }

    /// The number of flat pixels.
    public var flatCount: Int { indices.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) } }

    private struct Span: Hashable {
        let color: Int32
        let start: Int
        let end: Int
    }

    static func packed(_ image: RGBAImage) -> [UInt32] {
        var packed = [UInt32](repeating: 0, count: image.width * image.height)
        image.pixels.withUnsafeBufferPointer { bytes in
            for index in packed.indices {
                let byte = index * 4
                packed[index] = UInt32(bytes[byte]) << 24 | UInt32(bytes[byte + 1]) << 16 | UInt32(bytes[byte + 2]) << 8 | UInt32(bytes[byte + 3])
            }
        }
        return packed
    }

    /// Where a `side` x `side` square of one colour has its top-left corner.
    private static func squareStarts(_ packed: [UInt32], width: Int, height: Int, side: Int) -> [Bool] {
        // How many pixels of the same colour run rightwards from each pixel.
        var run = [Int32](repeating: 0, count: width * height)
        for y in 0..<height {
            var x = width - 1
            while x >= 0 {
                let index = y * width + x
                run[index] = x + 1 < width && packed[index + 1] == packed[index] ? run[index + 1] + 1 : 1
                x -= 1
            }
        }
        // How many rows below each pixel start such a run of `side` in the same colour.
        var rows = [Int32](repeating: 0, count: width * height)
        var y = height - 1
        while y >= 0 {
            for x in 0..<width {
                let index = y * width + x
                guard run[index] >= side else { continue }
                let below = index + width
                rows[index] = y + 1 < height && packed[below] == packed[index] ? rows[below] + 1 : 1
            }
            y -= 1
        }
        return rows.map { $0 >= side }
    }

    /// The pixels inside some square whose corner is in `starts`.
    private static func covered(by starts: [Bool], width: Int, height: Int, side: Int) -> [Bool] {
        var across = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            var lastStart = Int.min / 2
            for x in 0..<width {
                if starts[y * width + x] { lastStart = x }
                across[y * width + x] = x - lastStart < side
            }
        }
        var covered = [Bool](repeating: false, count: width * height)
        for x in 0..<width {
            var lastStart = Int.min / 2
            for y in 0..<height {
                if across[y * width + x] { lastStart = y }
                covered[y * width + x] = y - lastStart < side
            }
        }
        return covered
    }
}
