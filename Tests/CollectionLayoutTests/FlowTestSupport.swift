import CollectionLayout

/// A compact, comparable picture of one element for the flow tests' tables.
struct FlowElement: Hashable, CustomStringConvertible {
    var kind: String
    var section: Int
    var item: Int
    var frame: [Double]

    init(_ kind: String, _ section: Int, _ item: Int, _ frame: [Double]) {
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = frame
    }

    init(_ attributes: LayoutAttributes) {
        kind = attributes.elementKind ?? attributes.category.rawValue
        section = attributes.indexPath.section
        item = attributes.indexPath.item
        frame = [attributes.frame.minX, attributes.frame.minY, attributes.frame.width, attributes.frame.height]
    }

    var description: String { "\(kind)[\(section),\(item)] \(frame)" }
}

/// SplitMix64: a small deterministic generator, so random cases repeat run to run.
struct FlowTestRandom {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}

extension SolvedCollectionLayout {
    func flowElements(offsets: ScrollOffsets? = nil) -> [FlowElement] {
        allElements(offsets: offsets).map(FlowElement.init)
    }
}
