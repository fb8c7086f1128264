/// One dimension of a layout size, as UIKit's `NSCollectionLayoutDimension`.
public enum LayoutDimension: Hashable, Sendable, CustomStringConvertible {
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// A fixed number of points.
    case absolute(Double)
    /// A first guess in points that measuring the content may replace.
    case estimated(Double)
    /// An estimate that, once measured, every sibling shares at the largest measured value.
    case uniformAcrossSiblings(estimate: Double)

    /// True for `.estimated` and `.uniformAcrossSiblings`, whose final value comes from measuring.
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        default: return false
        }
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { if case .fractionalWidth = self { return true } else { return false } }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { if case .fractionalHeight = self { return true } else { return false } }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { if case .absolute = self { return true } else { return false } }

    /// The number the dimension was made with: the fraction, the points or the estimate.
    public var dimension: Double {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v),
             .uniformAcrossSiblings(let v):
            return v
        }
    }

    /// The value in points inside a container of size `container`.
    public func resolve(in container: Size) -> Double {
        switch self {
        case .fractionalWidth(let f): return f * container.width
        case .fractionalHeight(let f): return f * container.height
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return v
        }
    }

    /// The spelling of the layout file format, which is the Swift call: `fractionalWidth(0.5)`.
    public var description: String {
        switch self {
        case .fractionalWidth(let v): return "fractionalWidth(\(NumberFormat.string(v)))"
        case .fractionalHeight(let v): return "fractionalHeight(\(NumberFormat.string(v)))"
        case .absolute(let v): return "absolute(\(NumberFormat.string(v)))"
        case .estimated(let v): return "estimated(\(NumberFormat.string(v)))"
        case .uniformAcrossSiblings(let v): return "uniformAcrossSiblings(\(NumberFormat.string(v)))"
        }
    }
}
