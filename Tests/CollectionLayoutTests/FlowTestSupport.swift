import CollectionLayout
import TestSupport

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

extension SplitMix64 {
    /// A number in `range`.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }
}

extension SolvedCollectionLayout {
    func flowElements(offsets: ScrollOffsets? = nil) -> [FlowElement] {
        allElements(offsets: offsets).map(FlowElement.init)
    }
}
