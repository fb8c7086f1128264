/// How closely a render's geometry matches a reference's, insensitive to text and anti-aliasing:
/// the flat-colour regions of both (see `FlatColorMap`) matched colour by colour by intersection
/// over union, where a pixel of one that is not in the other is forgiven when the other has its
/// colour within `slack` pixels. Only pixels flat in both pictures count: where either has text,
/// a picture or an anti-aliased edge, nothing is compared, so a label laid out differently or a
/// glyph drawn by another rasteriser costs nothing, while a cell, bar or background moved does. The score is the share of the union of all colours' regions that
/// matches: 1 for the same geometry, less as regions move, grow, shrink, appear or vanish.
///
/// Colours match when each channel is within `colorTolerance`, so a fill that another renderer
/// rounds differently still counts; colours of the render that match no colour of the reference
/// are regions of their own that the reference lacks.
public struct GeometryScore: Hashable, Sendable {
    /// How far (0–255) a channel may be off for two colours to count as one.
    public var colorTolerance: Int
    /// How many pixels away a region's edge may be before its pixels stop matching.
    public var slack: Int

    public init(colorTolerance: Int = 6, slack: Int = 1) {
        self.colorTolerance = colorTolerance
        self.slack = slack
    }

    /// One colour's part of a score.
    public struct ColorScore: Hashable, Sendable {
        /// The colour, packed RGBA, as the reference has it (the render's where the reference lacks it).
        public var color: UInt32
        /// The pixels of the colour in the reference and in the render (where both are flat), and
        /// those of either not matched within the slack.
        public var referenceCount: Int
        public var actualCount: Int
        public var unmatched: Int
        /// The union of both regions.
        public var union: Int
    }

    /// A score and its parts.
    public struct Result: Sendable {
        /// 1 − unmatched / union over every colour; 1 when neither picture has a flat pixel.
        public var score: Double
        /// Colour by colour, the largest union first.
        public var colors: [ColorScore]
    }

    /// Scores `actual` against `reference`, which must have the same size.
    public func score(_ actual: FlatColorMap, against reference: FlatColorMap) -> Result {
        precondition(actual.width == reference.width && actual.height == reference.height,
                     "GeometryScore: \(actual.width)x\(actual.height) against \(reference.width)x\(reference.height)")
        let width = reference.width, height = reference.height
        // Each colour of the render as the reference colour it matches, or a colour of its own.
        var groups = reference.colors
        let actualGroup: [Int32] = actual.colors.map { color in
            if let match = reference.colors.firstIndex(where: { close($0, color) }) { return Int32(match) }
            groups.append(color)
            return Int32(groups.count - 1)
        }
        let mappedActual = actual.indices.map { $0 >= 0 ? actualGroup[Int($0)] : -1 }
        let referenceIndices = reference.indices
        var referenceCounts = [Int](repeating: 0, count: groups.count)
        var actualCounts = [Int](repeating: 0, count: groups.count)
        var unions = [Int](repeating: 0, count: groups.count)
        var unmatched = [Int](repeating: 0, count: groups.count)

        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let expected = referenceIndices[index], found = mappedActual[index]
                // Text, pictures and edges in either picture: not geometry, not compared.
                guard expected >= 0, found >= 0 else { continue }
                referenceCounts[Int(expected)] += 1
                actualCounts[Int(found)] += 1
                unions[Int(expected)] += 1
                guard expected != found else { continue }
                unions[Int(found)] += 1
                if !has(expected, in: mappedActual, near: x, y, width, height) { unmatched[Int(expected)] += 1 }
                if !has(found, in: referenceIndices, near: x, y, width, height) { unmatched[Int(found)] += 1 }
            }
        }
        let colors = groups.indices.map { group in
            ColorScore(color: groups[group], referenceCount: referenceCounts[group], actualCount: actualCounts[group],
                       unmatched: unmatched[group], union: unions[group])
        }.filter { $0.union > 0 }.sorted { $0.union > $1.union }
        let union = colors.reduce(0) { $0 + $1.union }
        let missed = colors.reduce(0) { $0 + $1.unmatched }
        return Result(score: union == 0 ? 1 : 1 - Double(missed) / Double(union), colors: colors)
    }

    private func close(_ a: UInt32, _ b: UInt32) -> Bool {
        for shift in stride(from: 0, through: 24, by: 8) {
            let left = Int((a >> UInt32(shift)) & 0xff), right = Int((b >> UInt32(shift)) & 0xff)
            if abs(left - right) > colorTolerance { return false }
        }
        return true
    }

    private func has(_ group: Int32, in indices: [Int32], near x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        for row in max(y - slack, 0)...min(y + slack, height - 1) {
            for column in max(x - slack, 0)...min(x + slack, width - 1) where indices[row * width + column] == group {
                return true
            }
        }
        return false
    }
}
